import Foundation
import PackagePlugin

/// `swift package check-constraints [--target NAME]… [vfl-tool check options…]`:
/// checks the constraints of the package's source targets (or those named)
/// with `vfl-tool check`, run in the package's folder so that paths print
/// relative to it and its `.vfl-tool.yml` applies; every other argument is
/// passed on (`--strict`, `--format github`, `--warnings`, `--exclude …`).
/// Fails when `vfl-tool` exits with an error (1) or, under `--strict`, a warning (2).
@main
struct CheckConstraintsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let root = context.package.directoryURL.standardizedFileURL.path
        let folders = targets.compactMap(\.sourceFolder).map { folder in
            let path = folder.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let process = Process()
        process.executableURL = try context.tool(named: "vfl-tool").url
        process.arguments = ["check"] + folders + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CheckFailed(status: process.terminationStatus) }
    }
}

/// `vfl-tool check` found what fails the check.
struct CheckFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "vfl-tool check exited with status \(status)" }
}

extension Target {
    /// The folder of a source target's files; `nil` for other targets.
    var sourceFolder: URL? {
        switch self {
        case let target as SwiftSourceModuleTarget: return target.directoryURL
        case let target as ClangSourceModuleTarget: return target.directoryURL
        default: return nil
        }
    }
}
