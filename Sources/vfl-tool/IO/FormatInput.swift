import Constraints

/// A VFL format and where it came from: an argument, or a line of standard input.
struct FormatSource {
    /// The format.
    let text: String
    /// The line of standard input it was read from; `nil` for an argument.
    let line: Int?

    /// `diagnostic` as the user should see it: for a line of standard input,
    /// placed at `<stdin>:line:column`.
    func rendered(_ diagnostic: Diagnostic) -> String {
        guard let line else { return diagnostic.rendered(source: text) }
        return diagnostic.placed(onLine: line, of: "<stdin>").rendered(source: text)
    }
}

/// The formats a command works on: its arguments, or standard input (one
/// format per line, blank lines skipped) when there are none or the only one
/// is `-`. Standard input is read as it is consumed, a line at a time.
enum FormatInput {
    static func formats(from arguments: [String]) -> AnySequence<FormatSource> {
        guard arguments.isEmpty || arguments == ["-"] else {
            return AnySequence(arguments.map { FormatSource(text: $0, line: nil) })
        }
        return AnySequence(sequence(state: 0) { (lineNumber: inout Int) -> FormatSource? in
            while let line = readLine(strippingNewline: true) {
                lineNumber += 1
                let format = line.hasSuffix("\r") ? String(line.dropLast()) : line
                if !format.isEmpty { return FormatSource(text: format, line: lineNumber) }
            }
            return nil
        })
    }
}
