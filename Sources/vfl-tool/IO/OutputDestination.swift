import ArgumentParser
import Foundation
import Workbench

/// `-o/--output`: where a command's output goes. Every command writes the
/// same way: standard output by default or for `-`; a file atomically (a
/// temporary file beside it, renamed into place only when everything is
/// written), through a symlink to the file it points at.
enum OutputDestination: Equatable {
    case standardOutput
    case file(String)

    init(_ argument: String?) {
        switch argument {
        case nil, "-"?: self = .standardOutput
        case let path?: self = .file(path)
        }
    }

    /// Checks what can be checked before any work: not a directory, a folder that exists.
    func validate() throws {
        guard case .file(let path) = self else { return }
        let target = Self.followingSymlinks(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("--output \(path) is a directory")
        }
    }
}

extension OutputDestination {
    /// The file `path` names once every symlink on the way is followed, even
    /// one that points at a file not yet made, so that writing replaces the
    /// file and leaves the link in place.
    static func followingSymlinks(_ path: String) -> URL {
        var url = URL(fileURLWithPath: path)
        for _ in 0 ..< 40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
            url = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : url.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url.standardizedFileURL
    }
}

/// The options every command shares for its output.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "Write to FILE instead of standard output ('-' is standard output); written atomically, through a symlink.",
        valueName: "FILE"))
    var output: String?

    var destination: OutputDestination { OutputDestination(output) }

    func validate() throws { try destination.validate() }
}

/// Output written piece by piece, so memory stays proportional to one piece;
/// to a file, it appears only when `commit()` is called.
final class OutputSink {
    private let destination: OutputDestination
    private var handle: FileHandle?
    private var temporary: URL?
    private var target: URL?

    /// Opens the destination; for a file, a temporary file beside its target.
    init(_ destination: OutputDestination) throws {
        self.destination = destination
        guard case .file(let path) = destination else { return }
        let target = OutputDestination.followingSymlinks(path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: temporary)
        else {
            throw WorkbenchError.failure("cannot write \(path): the folder does not exist or is not writable")
        }
        self.target = target
        self.temporary = temporary
        self.handle = handle
    }

    /// Writes `text`.
    func write(_ text: String) throws {
        let data = Data(text.utf8)
        guard let handle else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try handle.write(contentsOf: data)
        } catch {
            abandon()
            throw WorkbenchError.failure("cannot write \(targetName): \(error.localizedDescription)")
        }
    }

    /// Puts the written file in place of the target.
    func commit() throws {
        guard let handle, let temporary, let target else { return }
        self.handle = nil
        do {
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WorkbenchError.failure("cannot write \(targetName): \(error.localizedDescription)")
        }
        // rename(2) puts the new file in place of an existing one in one step (Foundation's
        // replaceItemAt fails on Linux and loses the file it was to replace).
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WorkbenchError.failure("cannot write \(targetName): \(reason)")
        }
    }

    /// Removes the temporary file: nothing half-written is left behind.
    func abandon() {
        try? handle?.close()
        handle = nil
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    deinit { abandon() }

    private var targetName: String {
        if case .file(let path) = destination { return path }
        return "standard output"
    }
}
