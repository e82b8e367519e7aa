import Testing
import Workbench

/// Which paths a walk leaves out: the last matching rule decides, each rule relative to its folder.
@Suite("Ignore rules")
struct IgnoreRulesTests {
    @Test("comments and blank lines are skipped; the last matching rule wins, so ! brings a path back")
    func lastRuleWins() {
        var rules = IgnoreRules()
        rules.add(gitignore: "# build products\n\n*.generated.swift\n!Keep.generated.swift\n\\#literal.swift\n", base: "/p")
        #expect(rules.excludes("/p/a/B.generated.swift", isFolder: false))
        #expect(!rules.excludes("/p/a/Keep.generated.swift", isFolder: false))
        #expect(rules.excludes("/p/#literal.swift", isFolder: false))
        #expect(!rules.excludes("/p/a/B.swift", isFolder: false))
    }

    @Test("a rule applies under its own folder only, and a trailing slash matches folders only")
    func folders() {
        let rules = IgnoreRules(patterns: ["build/", "/Local.swift"], base: "/p/App")
        #expect(rules.excludes("/p/App/x/build", isFolder: true))
        #expect(!rules.excludes("/p/App/x/build", isFolder: false))
        #expect(!rules.excludes("/p/Other/build", isFolder: true))
        #expect(rules.excludes("/p/App/Local.swift", isFolder: false))
        #expect(!rules.excludes("/p/App/x/Local.swift", isFolder: false))
    }
}
