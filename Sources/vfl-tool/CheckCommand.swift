import ArgumentParser
import Constraints
import MasonrySource
import SourceModel
import Foundation
import SwiftSource

/// `vfl-tool check`: Swift or Objective-C files in, the problems a build would want to know of out, as a compiler prints them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the constraints of Swift and Objective-C (Masonry) files: rejected VFL, missing views, refused chains, unsatisfiable sets.",
        discussion: """
            Reports, as 'path:line:column: error: message' (what Xcode and editors pick up), every VFL literal \
            Apple would reject, every view a format names that its views: dictionary lacks, every SnapKit chain \
            the DSL refuses, every Masonry chain Masonry asserts on, every constraint UIKit refuses, and every \
            set of required constraints activated together in one function that cannot all hold. Files ending \
            in .m or .mm are read as Objective-C with Masonry, others as Swift. Exits 1 when there is any error, \
            0 otherwise.
            """
    )

    /// The languages `check` reads.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
        case masonry
    }

    @Option(help: "What the files are: swift, or masonry (Objective-C); by default from each file's extension, else swift.")
    var from: Language?

    @Flag(help: "Also print warnings and notes: code the reader could not follow, constraints read as conditional.")
    var warnings = false

    @OptionGroup var formatOptions: FormatOptions

    @OptionGroup var outputOptions: OutputOptions

    @Argument(help: "Swift or Objective-C files; standard input when none or '-'.")
    var files: [String] = []

    func run() throws {
        let swift = SwiftSourceReader(metrics: formatOptions.metrics), masonry = MasonryReader(metrics: formatOptions.metrics)
        var failed = false
        let sink = try OutputSink(outputOptions.destination)
        for (file, text) in try TextInput.read(files).map({ ($0.name, $0.text) }) {
            let isObjectiveC = from.map { $0 == .masonry } ?? (file.hasSuffix(".m") || file.hasSuffix(".mm"))
            let reading = isObjectiveC ? masonry.read(text, file: file) : swift.read(text, file: file)
            let errors = SourceCheck.errors(in: reading)
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
