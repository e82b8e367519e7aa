import ArgumentParser
import Constraints
import Foundation
import SwiftSource

/// `vfl-tool check`: Swift files in, the problems a build would want to know of out, as a compiler prints them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the constraints of Swift files: rejected VFL, missing views, refused SnapKit chains, unsatisfiable sets.",
        discussion: """
            Reports, as 'path:line:column: error: message' (what Xcode and editors pick up), every VFL literal
            Apple would reject, every view a format names that its views: dictionary lacks, every SnapKit chain
            the DSL refuses, every constraint UIKit refuses, and every set of required constraints activated
            together in one function that cannot all hold. Exits 1 when there is any error, 0 otherwise.
            """
    )

    @Flag(help: "Also print warnings and notes: code the reader could not follow, constraints read as conditional.")
    var warnings = false

    @OptionGroup var formatOptions: FormatOptions

    @OptionGroup var outputOptions: OutputOptions

    @Argument(help: "Swift files; standard input when none or '-'.")
    var files: [String] = []

    func run() throws {
        let reader = SwiftSourceReader(metrics: formatOptions.metrics)
        var failed = false
        let sink = try OutputSink(outputOptions.destination)
        for (file, text) in try TextInput.read(files).map({ ($0.name, $0.text) }) {
            let reading = reader.read(text, file: file)
            let errors = SwiftSourceCheck.errors(in: reading)
            failed = failed || !errors.isEmpty
            let shown = warnings ? (errors + reading.diagnostics.filter { $0.severity != .error }).sorted {
                ($0.range?.start.line ?? 0, $0.range?.start.column ?? 0) < ($1.range?.start.line ?? 0, $1.range?.start.column ?? 0)
            } : errors
            try sink.write(shown.map { $0.rendered(source: text) + "\n" }.joined())
        }
        try sink.commit()
        if failed { throw ExitCode.failure }
    }
}
