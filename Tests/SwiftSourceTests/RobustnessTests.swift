import Constraints
import SourceModel
import SwiftSource
import TestSupport
import Testing

/// Real-world shapes, cut and spliced at random: the reader never crashes and
/// every diagnostic it gives points inside the text.
@Suite("Reading mangled Swift")
struct RobustnessTests {
    static let snippets = [
        "avatar.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(padding); make.size.equalTo(CGSize(width: 64, height: 64)) }",
        "NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1), title.heightAnchor.constraint(greaterThanOrEqualToConstant: 22)])",
        "contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[icon]-(gap)-[label(>=80@750)]-|\", options: .alignAllCenterY, metrics: [\"gap\": gap], views: [\"icon\": icon, \"label\": label]))",
        "let c = NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: -4); c.priority = .required - 1; c.isActive = true",
        "[a, b].forEach { view.addSubview($0); $0.snp.remakeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide.snp.edges).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) } }",
        "if #available(iOS 11, *) { bar.snp.updateConstraints { make in make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }.offset(-Layout.gap * 2).priority(999) } }",
        "for v in [x, y] { v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 9.0 / 16.0).isActive = true }",
        "private enum Layout { static let gap: CGFloat = 8 }; lazy var card: UIView = { let view = UIView(); view.snp.makeConstraints { make in make.width.equalTo(250) }; return view }()",
    ]

    @Test("a view added to an expression of its own superview is read, not made forever")
    func ownSuperview() {
        let reading = read("func f() {\n    v.superview!.addSubview(v)\n    v.snp.makeConstraints { $0.top.equalToSuperview() }\n}\n")
        #expect(reading.texts == ["v.top == v.superview.top"])
    }

    @Test("600 random cuts and splices of real shapes")
    func mutations() {
        var random = SeededRandom(seed: 10)
        let pieces = Self.snippets.joined(separator: "\n").map { String($0) }
        for _ in 0 ..< 600 {
            var text = Self.snippets[random.next(Self.snippets.count)]
            for _ in 0 ..< 1 + random.next(4) {
                var characters = Array(text)
                let position = random.next(characters.count + 1)
                switch random.next(3) {
                case 0: characters.insert(contentsOf: pieces[random.next(pieces.count)], at: position)
                case 1: if position < characters.count { characters.remove(at: position) }
                default:
                    let end = min(characters.count, position + random.next(12))
                    characters.replaceSubrange(position ..< end, with: Array(Self.snippets[random.next(Self.snippets.count)].prefix(random.next(40))))
                }
                text = String(characters)
            }
            let source = "func f() {\n\(text)\n}\n"
            let reading = read(source)
            let length = source.utf8.count
            for diagnostic in reading.diagnostics {
                #expect((diagnostic.range?.bytes?.upperBound ?? 0) <= length, "\(diagnostic) in \(source)")
            }
            _ = SourceCheck.errors(in: reading)
            _ = SnapKitWriter().write(reading.constraints.map(\.constraint))
            _ = AnchorWriter().write(reading.constraints.map(\.constraint))
        }
    }
}
