import Constraints

extension MetricName {
    /// Source text as a name: one line, single spaces, no `self.` (the same for Swift and Objective-C).
    package static func normalized(_ source: String) -> String {
        let text = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: "self.") {
            let previous = rest[..<range.lowerBound].last ?? result.last
            let startsName = !(previous.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
            result += rest[..<range.lowerBound] + (startsName ? "" : "self.")
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
