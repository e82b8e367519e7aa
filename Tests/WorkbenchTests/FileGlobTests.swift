import Testing
import Workbench

/// `.gitignore` patterns, as `--exclude`, a configuration's `exclude` and `.gitignore` files give them.
@Suite("File globs")
struct FileGlobTests {
    @Test("a pattern without a slash matches a name in any folder; with one, it is anchored", arguments: [
        ("Pods", "Pods", true), ("Pods", "Vendor/Pods", true), ("Pods", "Podsx", false),
        ("*.swift", "a/b/c.swift", true), ("*.swift", "c.swift.orig", false),
        ("Sources/*.swift", "Sources/a.swift", true), ("Sources/*.swift", "Sources/x/a.swift", false),
        ("Sources/*.swift", "App/Sources/a.swift", false), ("/build", "build", true), ("/build", "x/build", false),
    ])
    func anchoring(pattern: String, path: String, matches: Bool) {
        #expect(FileGlob(pattern).matches(path) == matches)
    }

    @Test("** crosses folders as a whole segment, and is * elsewhere", arguments: [
        ("**/Generated", "Generated", true), ("**/Generated", "a/b/Generated", true),
        ("Generated/**", "Generated/a/b.swift", true), ("Generated/**", "Generated", false),
        ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "a/xb", false),
        ("a**b/c", "axyb/c", true), ("a**b/c", "ax/yb/c", false),
    ])
    func doubleStar(pattern: String, path: String, matches: Bool) {
        #expect(FileGlob(pattern).matches(path) == matches)
    }

    @Test("? and classes match one character but a slash; a backslash escapes; an unclosed bracket is literal", arguments: [
        ("file?.m", "file1.m", true), ("file?.m", "file.m", false), ("a?b", "a/b", false),
        ("[A-C]*.swift", "Bar.swift", true), ("[A-C]*.swift", "Dar.swift", false), ("[!A-C]*.swift", "Dar.swift", true),
        ("[^A-C]*.swift", "Bar.swift", false), ("[]]x", "]x", true), ("\\*.m", "*.m", true), ("\\*.m", "a.m", false),
        ("[ab", "[ab", true), ("[ab", "a", false),
    ])
    func characters(pattern: String, path: String, matches: Bool) {
        #expect(FileGlob(pattern).matches(path) == matches)
    }
}
