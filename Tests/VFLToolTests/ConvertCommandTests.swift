import Foundation
import TestSupport
import Testing

@Suite("vfl-tool convert, check and layout --from swift")
struct ConvertCommandTests {
    static let card = """
        final class Card: UIView {
            let title = UILabel()
            func build() {
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(padding)
                }
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(>=44)]", options: [], metrics: nil, views: ["title": title]))
            }
        }

        """

    /// Writes `text` to a fresh `.swift` file and returns its path.
    static func file(_ text: String, name: String = "Card.swift") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("layout --from swift needs every metric's value and fills the container with the file's top view")
    func layout() throws {
        let path = try Self.file(Self.card)
        let refused = try ToolRunner.run(["layout", "--from", "swift", path, "--size", "200x100"])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix(
            "\(path):6:13: error: the metric padding has no value, so title.left == self.left + padding cannot be laid out\n"))
        let laidOut = try ToolRunner.run(["layout", "--from", "swift", path, "--size", "200x100", "--metric", "padding=10"])
        #expect(laidOut.status == 0)
        #expect(laidOut.standardOutput == "self: 0 0 200 100\ntitle: 10 10 180 80\n")
    }

    @Test("layout --from swift warns about the file's views, never about the superviews it makes up for views added nowhere")
    func standInsAreNotWarnedAbout() throws {
        let path = try Self.file("""
            final class Screen: UIViewController {
                func setup() {
                    view.addSubview(badge)
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        badge.widthAnchor.constraint(equalToConstant: 60),
                        badge.heightAnchor.constraint(equalToConstant: 60),
                        banner.topAnchor.constraint(equalTo: badge.topAnchor, constant: 20),
                        banner.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 20),
                        banner.widthAnchor.constraint(equalToConstant: 60),
                        banner.heightAnchor.constraint(equalToConstant: 60),
                        badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        badge.topAnchor.constraint(equalTo: view.topAnchor),
                        footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
                    ])
                }
            }
            """)
        let output = try ToolRunner.run(["layout", path, "--size", "200x100"])
        #expect(output.status == 0)
        #expect(output.standardOutput == """
            view: 0 0 200 100
            badge: 0 0 60 60
            banner: 20 20 60 60
            footer: 0 0 200 100
            warning: badge and banner overlap: 20 20 40 40 in view

            """)
    }
}
