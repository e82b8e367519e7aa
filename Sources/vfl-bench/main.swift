// vfl-bench: measures the package against the anchors in ../shared/bench/.
// Each measurement prints one JSON object per line on standard output.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "parse":
    ParseWorkload.run()
default:
    FileHandle.standardError.write(Data("""
        usage: vfl-bench parse
          parse   VFL parsing throughput on the corpus of ../shared/bench/README.md

        """.utf8))
    exit(64)
}
