import Constraints

extension CheckReport.File {
    /// The column of `location` counted in Unicode code points, as SARIF and
    /// GitHub's annotations count them, where the package counts UTF-8 bytes;
    /// unchanged past the end of the text.
    func codePointColumn(of location: SourceLocation) -> Int {
        var line = 1
        var lineStart = text.utf8.startIndex
        var index = text.utf8.startIndex
        while line < location.line, index < text.utf8.endIndex {
            if text.utf8[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        guard line == location.line,
              let end = text.utf8.index(lineStart, offsetBy: location.column - 1, limitedBy: text.utf8.endIndex)
        else { return location.column }
        return String(decoding: text.utf8[lineStart ..< end], as: UTF8.self).unicodeScalars.count + 1
    }
}
