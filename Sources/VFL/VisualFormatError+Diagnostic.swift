@_spi(Readers) import Constraints

/// The error as the package's one diagnostic type, with help for the
/// mistakes people make most where Apple's words mislead: a space, a
/// lowercase `h:`, a unit after a number, a dotted name, a typographic dash,
/// a metric name mistyped into a view's. The help is fix-its and notes;
/// Apple's message, caret and reason are left as they are.
extension VisualFormatError {
    /// Apple's message, the offending range (none for the empty string), what
    /// was expected, the suggested name as a fix-it, and any help.
    public var diagnostic: Diagnostic {
        guard kind != .emptyFormat else { return Diagnostic(.error, id, message, expected: expectation) }
        let location = SourceRange(bytes: range, in: format)
        var help = Help(fixIts: suggestion.map { [FixIt(replacing: location, with: $0)] } ?? [], notes: [])
        help.explain(self)
        return Diagnostic(.error, id, message, at: location, expected: expectation, fixIts: help.fixIts, notes: help.notes)
    }

    /// Fix-its and notes for one error, found from the format around the caret.
    private struct Help {
        var fixIts: [FixIt]
        var notes: [String]

        /// Units people write after numbers, which VFL does not have.
        private static let units: Set<String> = ["px", "pt", "dp", "dip", "sp", "em", "rem", "%"]

        mutating func explain(_ error: VisualFormatError) {
            let bytes = Array(error.format.utf8)
            let at = error.caretIndex ?? error.range.lowerBound
            func fix(_ range: Range<Int>, _ replacement: String) {
                fixIts.append(FixIt(replacing: SourceRange(bytes: range, in: error.format), with: replacement))
            }
            switch error.kind {
            case .nonASCIICharacter:
                let character = String(decoding: bytes[error.range], as: UTF8.self)
                if let replacement = Self.asciiReplacement(for: character) { fix(error.range, replacement) }
                notes.append("Apple's parser reads a format as ASCII; it cannot convert '\(character)' (\(Self.codePoint(of: character))), so it sees an empty string")
                return
            case .viewInConnection where error.suggestion != nil:
                notes.append("\(String(decoding: bytes[error.range], as: UTF8.self)) is taken for a view because it is not a key of the metrics dictionary")
            default:
                break
            }
            guard at < bytes.count else { return }
            let byte = bytes[at]
            if byte.isBlank {
                var end = at
                while end < bytes.count, bytes[end].isBlank { end += 1 }
                fix(at ..< end, "")
                notes.append("VFL allows no spaces anywhere in a format")
            } else if at == 0, bytes.count > 1, byte == UInt8(ascii: "h") || byte == UInt8(ascii: "v"), bytes[1] == .colon {
                fix(0 ..< 1, byte == UInt8(ascii: "h") ? "H" : "V")
                notes.append("the orientation is an uppercase H: or V:")
            } else if at > 0, bytes[at - 1].isDigit || bytes[at - 1] == .dot, let unit = Self.unit(in: bytes, at: at) {
                fix(unit, "")
                notes.append("VFL numbers are points and take no unit")
            } else if byte == .dot, at > 0, bytes[at - 1].isNameContinuation, at + 1 < bytes.count, bytes[at + 1].isNameStart {
                notes.append("VFL names cannot contain '.': use the key the view or metric has in its dictionary")
            }
        }

        /// The range of a unit such as `px` or `%` at `index`, if one ends there as a word.
        private static func unit(in bytes: [UInt8], at index: Int) -> Range<Int>? {
            var end = index
            if bytes[index] == UInt8(ascii: "%") {
                end += 1
            } else {
                while end < bytes.count, bytes[end].isLetter { end += 1 }
                guard end == bytes.count || !bytes[end].isNameContinuation else { return nil }
            }
            return units.contains(String(decoding: bytes[index ..< end], as: UTF8.self)) ? index ..< end : nil
        }

        /// What a typographic dash or a non-breaking space probably stands for.
        private static func asciiReplacement(for character: String) -> String? {
            switch character {
            case "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}": return "-"
            case "\u{A0}", "\u{2007}", "\u{202F}", "\u{FEFF}": return ""
            default: return nil
            }
        }

        /// `U+00E9`.
        private static func codePoint(of character: String) -> String {
            let hex = String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
