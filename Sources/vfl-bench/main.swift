// vfl-bench measures workloads against the anchors in ../shared/bench/. No
// workload exists yet, so it says so and fails rather than print a figure.
import Foundation

FileHandle.standardError.write(Data("vfl-bench: no workload is implemented yet (see ../shared/bench/README.md)\n".utf8))
exit(2)
