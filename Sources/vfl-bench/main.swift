// vfl-bench: measures the package against the anchors in ../shared/bench/.
// Each measurement prints one JSON object per line on standard output.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "parse":
    ParseWorkload.run()
case "solver":
    exit(SolverWorkload.run(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data("""
        usage: vfl-bench parse | solver [--workload grid|chain] [--sizes N...] [--edits K]
          parse    VFL parsing throughput on the corpus of ../shared/bench/README.md
          solver   the grid/chain workloads of ../shared/bench/kiwi_grid.py, verified

        """.utf8))
    exit(64)
}
