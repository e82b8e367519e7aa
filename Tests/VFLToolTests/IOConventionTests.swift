import Foundation
import TestSupport
import Testing

/// One I/O convention for every command (README, "One convention for every command").
@Suite("vfl-tool input and output")
struct IOConventionTests {
    @Test("layout reads formats from standard input when given none or '-'")
    func layoutFromStandardInput() throws {
        for arguments in [["layout", "--size", "100x50"], ["layout", "--size", "100x50", "-"]] {
            let output = try ToolRunner.run(arguments, input: "|-[a]-|\nV:|[a(10)]\n")
            #expect(output.status == 0)
            #expect(output.standardOutput == "a: 20 0 60 10\n")
        }
        let bad = try ToolRunner.run(["layout", "--size", "100x50"], input: "[a]\n[a]-[\n")
        #expect(bad.status == 1 && bad.standardError.hasPrefix("<stdin>:2:6: error: Expected a view\n"))
    }

    @Test("parse: standard input, one format per line; a bad line is explained and the rest still print")
    func parseFromStandardInput() throws {
        let output = try ToolRunner.run(["parse", "-"], input: "[a]-[b]\n\n[a]--10-[b]\nV:|[c(>=d)]|\n")
        #expect(output.status == 1)
        #expect(output.standardOutput == """
            b.leading == a.trailing + 8
            c.top == superview.top
            c.height >= d.height
            superview.bottom == c.bottom

            """)
        #expect(output.standardError == """
            <stdin>:3:5: error: Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.
              [a]--10-[b]
                  ^
              expected: a number or metric; write a negative number in parentheses: -(-10)-

            """)
    }

    @Test("-o - is standard output; the format follows the output's extension unless -f says otherwise")
    func outputAndFormat() throws {
        let folder = try TemporaryFolder()
        let dash = try ToolRunner.run(["layout", "[a(5)]", "V:|[a(5)]", "|[a]", "--size", "10x10", "-o", "-"])
        #expect(dash.standardOutput == "a: 0 0 5 5\n" && folder.contents.isEmpty)
        _ = try ToolRunner.run(
            ["layout", "[a(5)]", "V:|[a(5)]", "|[a]", "--size", "10x10", "--width", "248", "-o", folder.path("out.svg")])
        let svg = try String(contentsOfFile: folder.path("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"248\" "))
        _ = try ToolRunner.run(["layout", "[a(5)]", "V:|[a(5)]", "|[a]", "--size", "10x10", "-o", folder.path("out.json")])
        #expect(try String(contentsOfFile: folder.path("out.json"), encoding: .utf8).hasPrefix("{\n"))
        _ = try ToolRunner.run(["layout", "[a(5)]", "V:|[a(5)]", "|[a]", "--size", "10x10", "-f", "text", "-o", folder.path("forced.svg")])
        #expect(try String(contentsOfFile: folder.path("forced.svg"), encoding: .utf8) == "a: 0 0 5 5\n")
        _ = try ToolRunner.run(["parse", "[a(6)]", "--output", folder.path("parsed.json")])
        let again = try ToolRunner.run(["parse", "[a(5)]", "--output", folder.path("parsed.json")])
        #expect(again.status == 0, "an existing file is replaced")
        #expect(try String(contentsOfFile: folder.path("parsed.json"), encoding: .utf8).contains("\"text\" : \"a.width == 5\""))
        let log = ConsoleLogCorpus.folder.appendingPathComponent("048.txt").path
        _ = try folder.write("old", to: "conflict.svg")
        #expect(try ToolRunner.run(["explain", log, "-o", folder.path("conflict.svg")]).status == 0)
        #expect(try ToolRunner.run(["explain", log, "-o", folder.path("conflict.html")]).status == 0)
        let picture = try String(contentsOfFile: folder.path("conflict.svg"), encoding: .utf8)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "the old file is replaced by the picture")
        #expect(try String(contentsOfFile: folder.path("conflict.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(folder.contents == ["conflict.html", "conflict.svg", "forced.svg", "out.json", "out.svg", "parsed.json"])
    }

    @Test("--output writes through a symlink, refuses a directory, and leaves nothing half-written")
    func outputTargets() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.txt"), withDestinationPath: "real.txt")
        let linked = try ToolRunner.run(["parse", "[a(5)]", "-o", folder.path("link.txt")])
        #expect(linked.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.txt")) == "real.txt")
        #expect(try String(contentsOfFile: folder.path("real.txt"), encoding: .utf8) == "a.width == 5\n")
        let directory = try ToolRunner.run(["parse", "[a(5)]", "-o", folder.url.path])
        #expect(directory.status == 64 && directory.standardError.contains("is a directory"))
        #expect(folder.contents == ["link.txt", "real.txt"])
    }

    @Test("an unwritable --output fails with exit 1 and leaves nothing behind")
    func unwritableOutput() throws {
        let output = try ToolRunner.run(["layout", "[a]", "--size", "10x10", "--output", "/nonexistent-folder/out.svg", "--format", "svg"])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: cannot write /nonexistent-folder/out.svg"))
    }
}
