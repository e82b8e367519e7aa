import ConsoleLog
import TestSupport
import Testing

@Suite("Console logs: conflicts are minimal")
struct MinimalityTests {
    @Test("each conflict cannot hold, and without any one member the rest can",
          arguments: ConsoleLogCorpus.logs() + ConsoleLogCorpus.wtfLogs())
    func minimal(log: ConsoleLogCorpus.Log) {
        let read = ConsoleLog(reading: log.text, file: log.name)
        for section in read.sections.indices {
            let conflict = read.analysis(ofSection: section).conflict
            guard !conflict.isEmpty else { continue }
            #expect(!read.canHold(conflict), "\(log.name): the conflict holds")
            for member in conflict {
                #expect(read.canHold(conflict.filter { $0 != member }),
                        "\(log.name): without line \(read.constraints[member].line) the rest still cannot hold")
            }
        }
    }

    @Test("a conflict-free log analyses to no conflict and no fix")
    func noConflict() {
        let read = ConsoleLog(reading: """
            <NSLayoutConstraint:0x1 UIView:0x10.width == 20   (active)>
            <NSLayoutConstraint:0x2 UIView:0x10.height == 30   (active)>
            """)
        let analysis = read.analysis(ofSection: 0)
        #expect(analysis.conflict.isEmpty && analysis.suggestion == nil && analysis.broken == nil)
        #expect(analysis.uninvolved == [0, 1])
        #expect(read.canHold([0, 1]))
    }
}
