import ArgumentParser
import ConfigurationFile
import Foundation
import Workbench

/// `--config FILE`: the configuration of the commands that read a project;
/// without it, `.vfl-tool.yml` in the current folder or the nearest above it.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "A configuration file (metrics, exclude, severity, strict); by default .vfl-tool.yml in the current folder or the nearest above it.",
        valueName: "FILE"))
    var path: String?

    /// The configuration in force.
    func load() throws -> ToolConfiguration {
        try ConfigurationFile.load(path: path, from: FileManager.default.currentDirectoryPath)
    }
}
