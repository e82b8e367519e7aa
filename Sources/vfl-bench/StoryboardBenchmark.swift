import ArgumentParser
import Foundation
import InterfaceBuilder
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `vfl-bench storyboard`: checks a storyboard of `StoryboardWorkload` scenes
/// the way `vfl-tool check` does (read, every scene laid out for its device,
/// each frame compared with the stored one) against the floor of the same
/// run, Foundation's XML parser reading the same bytes with nothing listening.
/// One record per scene count: both medians, their ratio, and whether the
/// check found every view where the document stores it.
struct StoryboardBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard", abstract: "Checking a storyboard of N form scenes, against parsing its XML.")

    @Option(parsing: .upToNextOption, help: "The numbers of scenes to measure.")
    var scenes: [Int] = [1, 10, 100]

    @Option(help: "Measured rounds of each side, after one warm-up round each; the medians are reported.")
    var rounds = 9

    func validate() throws {
        guard !scenes.isEmpty, scenes.allSatisfy({ $0 > 0 }), rounds > 0 else {
            throw ValidationError("--scenes and --rounds need positive numbers")
        }
    }

    func run() throws {
        var allOK = true
        for count in scenes {
            allOK = measure(StoryboardWorkload(sceneCount: count)) && allOK
        }
        if !allOK { throw ExitCode.failure }
    }

    /// Times both sides, alternating round by round; returns whether the check was clean.
    private func measure(_ workload: StoryboardWorkload) -> Bool {
        let text = workload.text
        let data = Data(text.utf8)
        let clock = ContinuousClock()
        var floorTimes: [Double] = [], checkTimes: [Double] = []
        var diagnostics: [String] = [], sceneCount = 0
        for round in 0 ... rounds {
            let floor = clock.measure { _ = XMLParser(data: data).parse() }
            let check = clock.measure {
                let document = IBReader().read(text, file: "Bench.storyboard")
                sceneCount = document.scenes.count
                diagnostics = (document.diagnostics + IBCheck.diagnostics(of: document)).map(\.description)
            }
            guard round > 0 else { continue }
            floorTimes.append(floor.seconds)
            checkTimes.append(check.seconds)
        }
        let floorSeconds = floorTimes.median, checkSeconds = checkTimes.median
        let ok = diagnostics.isEmpty && sceneCount == workload.sceneCount
        var fields: [String: BenchRecord.Value] = [
            "workload": .string("storyboard"), "scenes": .integer(workload.sceneCount), "bytes": .integer(data.count),
            "rounds": .integer(rounds), "check_ms": .number(checkSeconds * 1e3), "ms_per_scene": .number(checkSeconds * 1e3 / Double(workload.sceneCount)),
            "floor": .string("Foundation's XMLParser on the same bytes, no delegate, alternating rounds"),
            "floor_ms": .number(floorSeconds * 1e3), "ratio_to_floor": .number(checkSeconds / floorSeconds), "ok": .flag(ok),
        ]
        if let first = diagnostics.first { fields["first_diagnostic"] = .string(first) }
        BenchRecord(fields).emit()
        return ok
    }
}
