import ArgumentParser
import Foundation
import Workbench

/// The command-line face of the package: every subcommand parses its
/// arguments, reads its input, calls the workbench, and writes what comes back.
///
/// One convention for every command: input from arguments, files, or standard
/// input when there is none or it is `-`; output to standard output or
/// `-o FILE` (atomically); `-f` picks the format, else the output's extension.
/// Exit status: 0 success, 1 rejected input or failed output, 2 a problem
/// found under `--strict`, 64 a usage error.
@main
struct VFLTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl-tool",
        abstract: "Read, convert and lay out Auto Layout constraints.",
        version: "0.1.0",
        subcommands: [
            ParseCommand.self, ConvertCommand.self, CheckCommand.self, LayoutCommand.self, ExplainCommand.self, ServeCommand.self,
        ]
    )

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "help", let name = arguments.dropFirst().first,
           !configuration.subcommands.contains(where: { $0.configuration.commandName == name })
        {
            FileHandle.standardError.write(Data((fullMessage(for: ValidationError("no command named '\(name)'")) + "\n").utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let error as WorkbenchError {
            Diagnostics.print(error)
            Foundation.exit(error.isUsage ? ExitCode.validationFailure.rawValue : EXIT_FAILURE)
        } catch {
            exit(withError: error)
        }
    }
}

extension ParsableCommand {
    /// A usage error found while running: printed with this command's usage
    /// line, as argument errors are; the caller throws what it returns (exit 64).
    static func usageError(_ message: String) -> ExitCode {
        let usage = VFLTool.usageString(for: self)
        let name = "\(VFLTool.configuration.commandName ?? "") \(configuration.commandName ?? "")"
        FileHandle.standardError.write(Data("""
            Error: \(message)
            Usage: \(usage)
              See '\(name) --help' for more information.

            """.utf8))
        return ExitCode.validationFailure
    }

    /// `body`, with the workbench's usage errors made this command's: printed
    /// with its usage line (exit 64). Its other errors go up to `VFLTool.main`.
    static func usingWorkbench<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch WorkbenchError.usage(let message) {
            throw usageError(message)
        }
    }
}

/// Diagnostics on standard error, each as rendered, one after another.
enum Diagnostics {
    static func print(_ diagnostics: [RenderedDiagnostic]) {
        for diagnostic in diagnostics { FileHandle.standardError.write(Data((diagnostic.text + "\n").utf8)) }
    }

    /// Why the workbench could not do something: a failure as `error: …`, rejected input as its diagnostics, a usage error as `Error: …`.
    static func print(_ error: WorkbenchError) {
        switch error {
        case .failure(let message): FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        case .rejected(let diagnostics): print(diagnostics)
        case .usage(let message): FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
        }
    }
}

extension WorkbenchError {
    /// Whether the request itself was wrong (exit 64) rather than its input or the system.
    var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }
}
