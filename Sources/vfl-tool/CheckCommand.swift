import ArgumentParser
import Workbench

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
            in .m or .mm are read as Objective-C with Masonry, .xib and .storyboard as Interface Builder \
            documents, others as Swift. A folder is walked for those files (honouring .gitignore and --exclude), \
            read on every core, and reported sorted by path. A configuration (.vfl-tool.yml, found upward from \
            the current folder, or --config) gives metrics, excludes, the severity of each diagnostic id family \
            and strictness. Exits 1 when there is any error; with --strict, 2 when there is a warning; else 0.
            """
    )

    /// The languages `check` reads.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
        case masonry

        var notation: Notation { self == .swift ? .swift : .masonry }
    }

    @Option(help: "What the files are: swift, or masonry (Objective-C); by default from each file's extension, else swift.")
    var from: Language?

    @Flag(help: "Also print warnings and notes: code the reader could not follow, constraints read as conditional.")
    var warnings = false

    /// `--format` offers `check`'s formats.
    enum Subject: ReportSubjectTag { static let subject = ReportSubject.check }

    @Option(name: [.short, .long], help: "Output: 'text' (the compiler's format), 'json', 'sarif' (SARIF 2.1.0) or 'github' (workflow-command annotations); by default from the --output extension, else text.")
    var format: FormatArgument<Subject>?

    @OptionGroup var formatOptions: FormatOptions

    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var projectOptions: ProjectOptions

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Flag(help: "Report warnings too, and exit with status 2 when there is one (and no error); a configuration's 'strict: true' says the same.")
    var strict = false

    @Argument(help: "Swift, Objective-C and Interface Builder files, and folders to walk for them; standard input when none or '-'.")
    var paths: [String] = []

    func run() throws {
        let configuration = try Self.usingWorkbench { try configurationOptions.load() }
        let strict = self.strict || configuration.strict
        let options = CheckOptions(
            notation: from?.notation, metrics: configuration.metrics(overriddenBy: formatOptions.metrics), warnings: warnings || strict,
            severities: configuration.severities)
        let report = try Self.usingWorkbench {
            guard !paths.isEmpty, paths != ["-"] else { return try CheckReport(checking: TextInput.read(paths), options: options) }
            let progress = ProgressLine("checking")
            defer { progress?.finish() }
            return try CheckReport(
                checking: projectOptions.walk(paths, configuration: configuration), options: options, pool: projectOptions.pool,
                progress: progress?.update)
        }
        let sink = try OutputSink(outputOptions.destination)
        try sink.write(try FormatArgument.resolved(format, output: outputOptions.destination).reporter().check(report))
        try sink.commit()
        if report.hasErrors { throw ExitCode.failure }
        if strict, report.hasWarnings { throw ExitCode(2) }
    }
}
