import Foundation
import TestSupport
import Testing
import Workbench

/// `explain --source`: each logged constraint traced to the line that made
/// it, and the fix written as a patch that is checked by reading the
/// patched file again. The fixtures are screens written for these tests
/// (`Tests/Fixtures/ExplainSource`), with logs in UIKit's format.
@Suite("Explaining console logs against the project's source")
struct ExplainSourceTests {
    static let folder = Corpus.fixtures.appendingPathComponent("ExplainSource")

    /// The report of `log` (a file of the fixtures) with the fixtures' `Sources` folder read.
    static func report(_ log: String) throws -> ExplainReport {
        let files = try ["BadgeView.m", "LoginView.swift", "PriceCell.swift"].map { name in
            ProjectSources.File(
                name: "Sources/" + name, text: try String(contentsOf: folder.appendingPathComponent("Sources/" + name), encoding: .utf8))
        }
        let sources = ProjectSources(files: files)
        return ExplainReport(explaining: [try SourceFile.read(path: folder.appendingPathComponent(log).path)], sources: sources)
    }

    static func candidates(_ report: ExplainReport) throws -> [Int: [SourceMatches.Candidate]] {
        try #require(report.sources?.candidates.first)
    }

    static func patch(_ report: ExplainReport) throws -> SourceMatches.Patch {
        try #require(report.sources?.patches.first?[0]).get()
    }

    @Test("SnapKit's @File.swift#line decides; anchors are found by class, attributes and constant; UIKit's own constraints have no place")
    func snapKitAndAnchors() throws {
        let report = try Self.report("login-encapsulated-height.log")
        #expect(report.sources?.filesRead == 3 && report.sources?.constraintsRead == 18)
        let candidates = try Self.candidates(report)
        let places = candidates.keys.sorted().map { index in candidates[index]!.map(\.place) }
        #expect(places == [
            ["Sources/LoginView.swift:15:13", "Sources/BadgeView.m:19:13"],
            ["Sources/LoginView.swift:17:13", "Sources/BadgeView.m:20:13"],
            ["Sources/LoginView.swift:20:13"],
            ["Sources/LoginView.swift:21:13", "Sources/LoginView.swift:25:9"],
            ["Sources/LoginView.swift:22:13"],
        ])
        let top = try #require(candidates[1]?.first)
        #expect(top.text == "logo.height == 120" && top.notation == "snapkit")
        #expect(top.evidence == [
            "+4 height ==", "+2 a SnapKit constraint, a SnapKit chain", "+40 SnapKit says it was made at LoginView.swift#17",
            "+4 UIImageView is logo's class", "+3 constant 120", "+4 lines 4 and 6 also find UIImageView:0x7f0000000100 as logo in this file",
        ])
        #expect(candidates[5] == nil, "the encapsulated height is UIKit's")
        #expect(report.text.contains("    made by UIKit, not by the source\n"))
    }

    @Test("lowering a SnapKit chain's priority appends .priority(999), says what else the chain makes, and reads back as asked")
    func snapKitPatch() throws {
        let patch = try Self.patch(try Self.report("login-encapsulated-height.log"))
        #expect(patch.file == "Sources/LoginView.swift")
        #expect(patch.summary == "lower line 17's constraint to priority 999 (and logo.width == 120, which the same chain makes)")
        #expect(patch.isChecked)
        #expect(patch.check == "the patched file, read again, makes logo.height == 120 @999 there and every other constraint as before")
        #expect(patch.diff == """
            --- a/Sources/LoginView.swift
            +++ b/Sources/LoginView.swift
            @@ -14,7 +14,7 @@
                     logo.snp.makeConstraints { make in
                         make.top.equalToSuperview().offset(40)
                         make.centerX.equalToSuperview()
            -            make.width.height.equalTo(120)
            +            make.width.height.equalTo(120).priority(999)
                     }
                     NSLayoutConstraint.activate([
                         signInButton.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 24),

            """)
    }

    @Test("an anchor's priority is set in a closure around the call, the only expression Swift has for it")
    func anchorPatch() throws {
        let report = try Self.report("price-cell-width.log")
        let candidates = try Self.candidates(report)
        #expect(candidates[2]?.first?.evidence == [
            "+4 width ==", "+4 UILabel is priceLabel's class", "+3 constant 300", "+4 lines 3 and 4 also find UILabel:0x7f0000000300 as priceLabel in this file",
        ])
        #expect(candidates[0]?.first?.evidence.contains("+3 UITableViewCellContentView is a cell's contentView") == true)
        let patch = try Self.patch(report)
        #expect(patch.isChecked && patch.file == "Sources/PriceCell.swift")
        #expect(patch.diff.contains("""
            -            priceLabel.widthAnchor.constraint(equalToConstant: 300),
            +            { let constraint = priceLabel.widthAnchor.constraint(equalToConstant: 300); \
            constraint.priority = UILayoutPriority(999); return constraint }(),
            """))
    }

    @Test("a view that keeps its autoresizing constraints gets translatesAutoresizingMaskIntoConstraints = false before it is added")
    func autoresizingPatch() throws {
        let patch = try Self.patch(try Self.report("login-autoresizing.log"))
        #expect(patch.summary == "set signInButton.translatesAutoresizingMaskIntoConstraints before it is added")
        #expect(patch.isChecked && patch.check == "the patched file, read again, makes the same constraints")
        #expect(patch.diff.contains("         addSubview(logo)\n+        signInButton.translatesAutoresizingMaskIntoConstraints = false\n         addSubview(signInButton)\n"))
    }

    @Test("Masonry: MASLayoutConstraint points at Masonry chains, properties' declared classes at the views; .priority(999) ends the chain")
    func masonry() throws {
        let report = try Self.report("badge-width.log")
        let candidates = try Self.candidates(report)
        #expect(candidates[1]?.map(\.place) == ["Sources/BadgeView.m:20:13", "Sources/LoginView.swift:17:13"])
        #expect(candidates[1]?.last?.evidence.contains("-4 the log's constraint is Masonry's; this is snapkit") == true)
        #expect(candidates[3]?.first?.evidence == [
            "+4 right to right ==", "+2 a Masonry constraint, a Masonry chain", "+4 UILabel is countLabel's class",
            "+3 BadgeView is declared in BadgeView.m", "+3 constant -4", "+2 line 7 also finds BadgeView:0x7fa3c2d03f20 as self in this file",
            "+2 line 9 also finds UILabel:0x7fa3c2d04300 as countLabel in this file",
        ])
        let patch = try Self.patch(report)
        #expect(patch.isChecked)
        #expect(patch.diff.contains("-            make.size.mas_equalTo(CGSizeMake(24, 24));\n+            make.size.mas_equalTo(CGSizeMake(24, 24)).priority(999);\n"))
    }

    @Test("JSON: each constraint's madeAt, the patch with its check; without --source neither key")
    func json() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(try Self.report("badge-width.log").json.utf8)) as? [String: Any])
        let log = try #require((document["logs"] as? [[String: Any]])?.first)
        let constraints = try #require(log["constraints"] as? [[String: Any]])
        let madeAt = try #require(constraints[1]["madeAt"] as? [[String: Any]])
        #expect(madeAt.first?["file"] as? String == "Sources/BadgeView.m" && madeAt.first?["line"] as? Int == 20)
        #expect(madeAt.first?["notation"] as? String == "masonry" && madeAt.first?["score"] as? Double == 17)
        #expect(constraints[4]["madeAt"] as? [Any] == nil || (constraints[4]["madeAt"] as? [Any])?.isEmpty == true)
        let patch = try #require(log["patch"] as? [String: Any])
        #expect(patch["checked"] as? Bool == true && patch["file"] as? String == "Sources/BadgeView.m")
        let plain = ExplainReport(explaining: [try SourceFile.read(path: Self.folder.appendingPathComponent("badge-width.log").path)])
        #expect(!plain.json.contains("madeAt") && !plain.json.contains("\"patch\""))
    }

    @Test("HTML: the best place beside each constraint (its evidence on hover), the patch as a coloured diff")
    func html() throws {
        let page = HTMLReporter().explanation(try Self.report("price-cell-width.log"))
        #expect(page.contains("<th>made at (best of the ranked places)</th>"))
        #expect(page.contains("<code title=\"+4 width ==; +4 UILabel is priceLabel&#39;s class; +3 constant 300; "))
        #expect(page.contains(">Sources/PriceCell.swift:13:13</code> 100%</td>"))
        #expect(page.contains("<span class=\"added\">+            { let constraint = priceLabel.widthAnchor.constraint(equalToConstant: 300); "))
    }

    @Test("a constraint set twice is removed from the chain that makes several: the attribute comes out, the rest of the chain stays")
    func removeFromChain() throws {
        let name = "FooterView.swift"
        let file = ProjectSources.File(name: name, text: try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        let log = try SourceFile.read(path: Self.folder.appendingPathComponent("footer-bottom.log").path)
        let report = ExplainReport(explaining: [log], sources: ProjectSources(files: [file]))
        #expect(report.text.contains("Fix: Remove line 3, "))
        let patch = try Self.patch(report)
        #expect(patch.summary == "remove bottom from line 10's chain" && patch.isChecked)
        #expect(patch.diff.contains("""
            -            make.leading.trailing.bottom.equalToSuperview().inset(24)
            +            make.leading.trailing.equalToSuperview().inset(24)
                         make.bottom.equalToSuperview().inset(32)
            """))
    }
}
