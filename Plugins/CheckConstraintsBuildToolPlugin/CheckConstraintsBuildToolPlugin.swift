import Foundation
import PackagePlugin

/// Checks a target's constraints on every build, as SwiftLint's build-tool
/// plugin lints: `vfl-tool check` walks the target's folder (its Swift,
/// Objective-C and Interface Builder files, by the notation table) and
/// prints each finding as the compiler does, `path:line:column: error|warning: message`,
/// which `swift build` and Xcode show on the file and line. An error fails
/// the build; a `.vfl-tool.yml` in the target's folder or a folder above it,
/// up to the package's, gives severities, metrics and excludes.
///
/// The command declares no outputs, so it runs on every build, as a linter should.
@main
struct CheckConstraintsBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget, let folder = target.sourceFolder else { return [] }
        var arguments = ["check", folder.path]
        if let configuration = Self.configuration(from: folder, upTo: context.package.directoryURL) {
            arguments += ["--config", configuration.path]
        }
        return [
            .buildCommand(
                displayName: "Checking the constraints of \(target.name)", executable: try context.tool(named: "vfl-tool").url,
                arguments: arguments, inputFiles: target.sourceFiles.map(\.url), outputFiles: [])
        ]
    }

    /// The `.vfl-tool.yml` in `folder` or the nearest folder above it, up to `root`.
    static func configuration(from folder: URL, upTo root: URL) -> URL? {
        var current = folder.standardizedFileURL
        let root = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(".vfl-tool.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            guard current.path.count > root.count, current.path.hasPrefix(root) else { return nil }
            current = current.deletingLastPathComponent()
        }
    }
}

extension SourceModuleTarget {
    /// The folder of the target's files (each plugin is built alone, so the command plugin has its own copy).
    var sourceFolder: URL? {
        switch self {
        case let target as SwiftSourceModuleTarget: return target.directoryURL
        case let target as ClangSourceModuleTarget: return target.directoryURL
        default: return nil
        }
    }
}
