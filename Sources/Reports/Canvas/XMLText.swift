/// Text for SVG and HTML: the one escaper of every picture and page the package writes.
package enum XMLText {
    /// `text` safe inside XML text and attribute values: markup characters
    /// as entities, a line break as a space, other control characters as `?`.
    /// The one escaper of every SVG and HTML the package writes.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if character.isNewline {
                    result += " "
                } else if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" }) {
                    result.append(character)
                } else {
                    result += "?"
                }
            }
        }
        return result
    }
}
