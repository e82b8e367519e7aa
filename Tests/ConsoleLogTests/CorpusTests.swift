import ConsoleLog
import Constraints
import Foundation
import TestSupport
import Testing

@Suite("Console logs: the corpus")
struct CorpusTests {
    static let logs = ConsoleLogCorpus.logs()
    static let wtfLogs = ConsoleLogCorpus.wtfLogs()

    @Test("every log reads, re-solves and is fixed as recorded", arguments: logs)
    func recorded(log: ConsoleLogCorpus.Log) throws {
        try check(log)
    }

    @Test("every WTF Auto Layout fixture reads, re-solves and is fixed as recorded", arguments: wtfLogs)
    func recordedWTF(log: ConsoleLogCorpus.Log) throws {
        try check(log)
    }

    @Test("WTF Auto Layout's fixtures are there, or the skip says why")
    func wtfPresence() {
        if let message = ConsoleLogCorpus.wtfAbsenceMessage {
            print("note: \(message)")
        } else {
            #expect(Self.wtfLogs.count == 25)
        }
    }

    private func check(_ log: ConsoleLogCorpus.Log) throws {
        if ProcessInfo.processInfo.environment["REGENERATE_CONSOLE_LOG_EXPECTATIONS"] == "1" {
            try CorpusExpectations.regenerate(Self.logs + Self.wtfLogs)
        }
        let expected = try #require(CorpusExpectations.recorded()[log.name], "no expectation recorded for \(log.name)")
        let actual = CorpusExpectations.render(ConsoleLog(reading: log.text, file: log.name), name: log.name)
        #expect(actual == expected)
    }
}
