import Foundation
import TestSupport
import Testing

@Suite("vfl-tool layout")
struct LayoutCommandTests {
    @Test("an unwritable --output fails with exit 1 and leaves nothing behind")
    func unwritableOutput() throws {
        let output = try ToolRunner.run(["layout", "[a]", "--size", "10x10", "--output", "/nonexistent-folder/out.svg", "--format", "svg"])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("error: cannot write /nonexistent-folder/out.svg"))
    }

    @Test("bad formats exit 1 with the explanation; bad flags exit 64")
    func errors() throws {
        let format = try ToolRunner.run(["layout", "[a]-[", "--size", "10x10"])
        #expect(format.status == 1 && format.standardOutput.isEmpty)
        #expect(format.standardError.hasPrefix("error: Expected a view\n"))
        for arguments in [["layout", "[a]", "--size", "10by10"], ["layout", "[a]", "--size", "10x10", "--intrinsic", "zz=1x1"],
                          ["layout", "--size", "10x10"], ["layout", "[a]", "--size=-5x10"],
                          ["layout", "[a]", "--size", "1e999x10"]] {
            #expect(try ToolRunner.run(arguments).status == 64, "\(arguments)")
        }
    }
}
