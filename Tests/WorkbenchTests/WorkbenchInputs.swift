import Constraints
import Foundation
import Workbench

// The inputs a command hands the workbench, built as `vfl-tool` builds them
// from its arguments and standard input, and what it prints of what comes
// back, so that a test asserts what the command computes without running it.

extension FormatSource {
    /// A format or canonical line given as an argument: its UTF-8 bytes, on no line of standard input.
    static func argument(_ text: String) -> FormatSource {
        FormatSource(bytes: Array(text.utf8), line: nil)
    }
}

extension SourceFile {
    /// `text` read from standard input.
    static func standardInput(_ text: String) -> SourceFile {
        SourceFile(name: SourceFile.standardInputName, text: text)
    }
}

extension Notation {
    /// What a command reads `inputs` as without `--from`: what their names say, else VFL.
    static func of(_ inputs: String...) -> Notation {
        inferred(from: inputs) ?? .vfl
    }
}

extension Screen {
    /// The screen of VFL `formats` given as arguments (`vfl-tool layout FORMAT…`).
    static func formats(_ formats: String..., options: ReadingOptions = ReadingOptions()) throws(WorkbenchError) -> Screen {
        try read(.lines(formats.map(FormatSource.argument)), as: .vfl, options: options)
    }
}

extension LayoutSize {
    /// `--size WIDTHxHEIGHT`.
    static func size(_ width: Double, _ height: Double) -> LayoutSize {
        LayoutSize(width: width, height: height)
    }
}

extension [RenderedDiagnostic] {
    /// What `vfl-tool` prints of them on standard error: each as rendered, ending its line.
    var printed: String { map { $0.text + "\n" }.joined() }
}

extension WorkbenchError {
    /// The diagnostics of rejected input, as `vfl-tool` prints them; empty for any other error.
    var printedDiagnostics: String {
        guard case .rejected(let diagnostics) = self else { return "" }
        return diagnostics.printed
    }
}

/// A fresh folder for one test's files, removed with it.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the folder (making the folders on its way) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }
}
