import Foundation
import Workbench

/// The formats a command works on: its arguments, or standard input (one
/// format per line, blank lines skipped) when there are none or the only one
/// is `-`. Standard input is read as it is consumed, a line at a time; both
/// keep the bytes as given, even when they are not UTF-8.
enum FormatInput {
    static func formats(from arguments: [String]) -> AnySequence<FormatSource> {
        guard arguments.isEmpty || arguments == ["-"] else {
            return AnySequence(rawBytes(of: arguments).map { FormatSource(bytes: $0, line: nil) })
        }
        let reader = LineReader()
        return AnySequence(sequence(state: 0) { (lineNumber: inout Int) -> FormatSource? in
            while var line = reader.next() {
                lineNumber += 1
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if !line.isEmpty { return FormatSource(bytes: line, line: lineNumber) }
            }
            return nil
        })
    }

    /// The bytes each argument was given as. Swift repairs invalid UTF-8 in
    /// `CommandLine.arguments`; each argument's raw entry is the next one in
    /// `argv` that decodes to it.
    private static func rawBytes(of arguments: [String]) -> [[UInt8]] {
        let raw = (1 ..< Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))) }
        }
        var next = raw.startIndex
        return arguments.map { argument in
            guard let index = raw[next...].firstIndex(where: { String(decoding: $0, as: UTF8.self) == argument }) else {
                return Array(argument.utf8)
            }
            next = index + 1
            return raw[index]
        }
    }
}

/// The lines of standard input as bytes, without their newline, read as they come.
private final class LineReader {
    private let file = fdopen(STDIN_FILENO, "r")
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0

    func next() -> [UInt8]? {
        guard let file else { return nil }
        let length = getline(&buffer, &capacity, file)
        guard length >= 0, let buffer else { return nil }
        var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: length))
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes
    }

    deinit { free(buffer) }
}
