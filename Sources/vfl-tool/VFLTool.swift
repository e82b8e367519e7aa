import ArgumentParser

/// The command-line face of the package: every subcommand parses its
/// arguments, calls a library, and formats what comes back.
@main
struct VFLTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl-tool",
        abstract: "Read, convert and lay out Auto Layout constraints.",
        version: "0.1.0",
        subcommands: [ParseCommand.self, LayoutCommand.self]
    )
}
