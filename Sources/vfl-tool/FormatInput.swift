/// The formats a command works on: its arguments, or standard input (one
/// format per line, blank lines skipped) when there are none or the only one is `-`.
enum FormatInput {
    static func formats(from arguments: [String]) -> [String] {
        guard arguments.isEmpty || arguments == ["-"] else { return arguments }
        var formats: [String] = []
        while let line = readLine(strippingNewline: true) {
            let format = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if !format.isEmpty { formats.append(format) }
        }
        return formats
    }
}
