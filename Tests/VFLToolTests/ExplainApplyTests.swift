import Foundation
import TestSupport
import Testing

/// `vfl-tool explain LOG --source DIR --apply` through the binary: the
/// checked patch written into the file, atomically, and nothing else.
@Suite("explain --source --apply")
struct ExplainApplyTests {
    static let fixtures = Corpus.fixtures.appendingPathComponent("ExplainSource")

    @Test("--apply writes the checked patch into the file and says so; a second run finds the fix already made")
    func apply() throws {
        let folder = try TemporaryFolder()
        let sources = folder.url.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let original = try String(contentsOf: Self.fixtures.appendingPathComponent("Sources/PriceCell.swift"), encoding: .utf8)
        try original.write(to: sources.appendingPathComponent("PriceCell.swift"), atomically: true, encoding: .utf8)
        let log = Self.fixtures.appendingPathComponent("price-cell-width.log").path

        let run = try ToolRunner.run(["explain", log, "--source", "Sources", "--apply"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardError == "applied: lower line 13's constraint to priority 999 in Sources/PriceCell.swift\n")
        let patched = try String(contentsOf: sources.appendingPathComponent("PriceCell.swift"), encoding: .utf8)
        #expect(patched == original.replacingOccurrences(
            of: "            priceLabel.widthAnchor.constraint(equalToConstant: 300),",
            with: "            { let constraint = priceLabel.widthAnchor.constraint(equalToConstant: 300); "
                + "constraint.priority = UILayoutPriority(999); return constraint }(),"))
        let left = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        #expect(folder.contents == ["Sources"] && left == ["PriceCell.swift"], "no temporary file is left behind")

        // The log's width is required and the patched source's is 999: the place still ranks first, against its priority.
        let again = try ToolRunner.run(["explain", log, "--source", "Sources", "--apply"], in: folder.url)
        #expect(again.standardError.isEmpty)
        #expect(again.standardOutput.contains("Patch: none, line 13 already makes it at priority 999: the log is older than the source\n"))
        #expect(again.standardOutput.contains("  line 5 UILabel:0x7f0000000300.width == 300\n    1. Sources/PriceCell.swift:13:32: priceLabel.width == 300 @999 (anchor, 100%)\n"))
        #expect(try String(contentsOf: sources.appendingPathComponent("PriceCell.swift"), encoding: .utf8) == patched)
    }

    @Test("--apply sets a xib constraint's priority in the document; a second run finds it already made")
    func applyToInterfaceBuilder() throws {
        let folder = try TemporaryFolder()
        let interface = folder.url.appendingPathComponent("Interface")
        try FileManager.default.createDirectory(at: interface, withIntermediateDirectories: true)
        let original = try String(contentsOf: Self.fixtures.appendingPathComponent("Interface/RatingCell.xib"), encoding: .utf8)
        try original.write(to: interface.appendingPathComponent("RatingCell.xib"), atomically: true, encoding: .utf8)
        let log = Self.fixtures.appendingPathComponent("rating-cell-width.log").path

        let run = try ToolRunner.run(["explain", log, "--source", "Interface", "--apply"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardError == "applied: lower line 17's constraint to priority 999 in Interface/RatingCell.xib\n")
        #expect(run.standardOutput.contains("    1. Interface/RatingCell.xib:17:29: titleLabel.width == 200 (ib, 100%)\n"))
        let patched = try String(contentsOf: interface.appendingPathComponent("RatingCell.xib"), encoding: .utf8)
        #expect(patched == original.replacingOccurrences(
            of: "<constraint firstAttribute=\"width\" constant=\"200\" id=\"title-w\"/>",
            with: "<constraint firstAttribute=\"width\" priority=\"999\" constant=\"200\" id=\"title-w\"/>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: interface.path) == ["RatingCell.xib"], "no temporary file is left behind")

        let again = try ToolRunner.run(["explain", log, "--source", "Interface", "--apply"], in: folder.url)
        #expect(again.standardError.isEmpty)
        #expect(again.standardOutput.contains("Patch: none, line 17 already makes it at priority 999: the log is older than the source\n"))
        #expect(try String(contentsOf: interface.appendingPathComponent("RatingCell.xib"), encoding: .utf8) == patched)
    }

    @Test("--apply without --source is a usage error")
    func applyNeedsSource() throws {
        let run = try ToolRunner.run(["explain", Self.fixtures.appendingPathComponent("price-cell-width.log").path, "--apply"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--apply writes the patches --source finds: give --source PATH"))
    }
}
