import Foundation
import TestSupport
import Testing
import Workbench

/// `convert` without the process: constraints read from VFL, Swift or a
/// console log and written as canonical text, JSON or source code.
@Suite("Converting constraints")
struct ConversionTests {
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

    static let log048 = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path

    /// What `vfl-tool convert` makes of `input` read as `notation` and written as `target`,
    /// and the document it read (whose diagnostics it prints, and whose errors make it exit 1).
    static func convert(
        _ input: DocumentInput, from notation: Notation, to target: ConversionTarget = .canonical,
        options: ReadingOptions = ReadingOptions()
    ) throws -> (conversion: Conversion, document: ConstraintDocument) {
        let document = try ConstraintDocument.read(input, as: notation, options: options)
        return (target.write(document, standardSpacing: options.standardSpacing), document)
    }

    /// `vfl-tool convert --to target FORMAT…`.
    static func convert(formats: String..., to target: ConversionTarget) throws -> (conversion: Conversion, document: ConstraintDocument) {
        try convert(.lines(formats.map(FormatSource.argument)), from: .vfl, to: target)
    }

    @Test("VFL to SnapKit and anchors, from arguments; Swift to canonical text from standard input")
    func directions() throws {
        let snapKit = try Self.convert(formats: "H:|-[a]-[b(==a)]-|", to: .snapkit)
        #expect(!snapKit.document.hasErrors)
        #expect(snapKit.conversion.text == """
            a.snp.makeConstraints { make in
                make.leading.equalToSuperview().inset(20) // standard spacing
            }
            b.snp.makeConstraints { make in
                make.leading.equalTo(a.snp.trailing).offset(8) // standard spacing
                make.width.equalTo(a)
                make.trailing.equalToSuperview().inset(20) // standard spacing
            }

            """)
        let anchors = try Self.convert(formats: "[a(44@750)]", to: .anchors)
        #expect(anchors.conversion.text == """
            let aWidth = a.widthAnchor.constraint(equalToConstant: 44)
            aWidth.priority = .defaultHigh
            NSLayoutConstraint.activate([
                aWidth,
            ])

            """)
        let canonical = try Self.convert(.files([.standardInput(Self.card)]), from: .swift)
        #expect(!canonical.document.hasErrors)
        #expect(canonical.conversion.text == """
            title.left == self.left + padding
            title.top == self.top + padding
            title.right == self.right - padding
            title.bottom == self.bottom - padding
            title.height >= 44

            """)
    }

    @Test("JSON has each constraint's place and notation, symbolic constants as terms, the diagnostics with their ids, and the schema version")
    func json() throws {
        let path = "Sources/Card.swift"
        let broken = "func broken() { a.snp.makeConstraints { make in make.top.equalTo(b).wobble() } }\n"
        let file = SourceFile(name: path, text: Self.card + broken)
        let output = try Self.convert(.files([file]), from: .of(path), to: .json)
        #expect(!output.document.hasErrors)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.conversion.text.utf8)) as? [String: Any])
        let constraints = try #require(document["constraints"] as? [[String: Any]])
        #expect(constraints.count == 6)
        #expect(document["schemaVersion"] as? String == "1.1")
        let padding = try #require(constraints[0]["constant"] as? [String: Any])
        #expect(padding["constant"] as? Double == 0 && (padding["terms"] as? [[String: Any]])?.first?["metric"] as? String == "padding")
        #expect(constraints[0]["line"] as? Int == 6 && constraints[0]["column"] as? Int == 13)
        #expect(constraints[0]["notation"] as? String == "snapkit" && constraints[0]["file"] as? String == path)
        #expect(constraints[4]["constant"] as? Double == 44 && constraints[4]["notation"] as? String == "vfl")
        #expect(constraints[4]["column"] as? Int == 96)
        // The chain read without its unknown modifier says it may not be what runs.
        #expect(constraints.map { $0["complete"] as? Bool } == [true, true, true, true, true, false])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["line"] as? Int } == [6, 11])
        #expect(diagnostics.map { $0["severity"] as? String } == ["note", "warning"])
        #expect(diagnostics.map { $0["message"] as? String } == [
            "padding has no value in this file (not declared in this file); it is kept by name, and --metric 'padding=VALUE' gives it one",
            "wobble is not a SnapKit modifier the reader knows; the chain is read without it",
        ])
        #expect(diagnostics[1]["id"] as? String == "swift.skipped.unknown-modifier")
    }

    @Test("convert --from log: canonical text as the log says it, SnapKit with its names made identifiers")
    func fromLog() throws {
        let log = try SourceFile.read(path: Self.log048)
        let canonical = try Self.convert(.files([log]), from: .log)
        #expect(!canonical.document.hasErrors)
        #expect(canonical.conversion.text == """
            UIButton:0x103d21b60.width == 24
            UILabel:0x103d21390.leading == UITableViewCellContentView:0x103d10710.leading
            UIButton:0x103d21b60.leading == UILabel:0x103d21390.trailing
            UITableViewCellContentView:0x103d10710.trailing == UIButton:0x103d21b60.trailing + 311
            UITableViewCellContentView:0x103d10710.width == 311

            """)
        let snapKit = try Self.convert(.files([log]), from: .log, to: .snapkit)
        #expect(snapKit.conversion.text == """
            uiButton_103d21b60.snp.makeConstraints { make in
                make.width.equalTo(24)
                make.leading.equalTo(uiLabel_103d21390.snp.trailing)
                make.trailing.equalToSuperview().inset(311)
            }
            uiLabel_103d21390.snp.makeConstraints { make in
                make.leading.equalToSuperview()
            }
            uiTableViewCellContentView_103d10710.snp.makeConstraints { make in
                make.width.equalTo(311).labeled("UIView-Encapsulated-Layout-Width")
            }

            """)
        #expect(snapKit.conversion.notes.contains("UILabel:0x103d21390 is written as uiLabel_103d21390"))
    }
}
