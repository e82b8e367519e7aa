@_spi(Readers) import Constraints

/// Where constraint descriptions start in a line: at each `<` followed by a
/// class name and `:`, and (brackets stripped, X3) at the line's start when
/// it begins `SomethingConstraint:`.
enum DescriptionStarts {
    /// The offsets of the descriptions in `bytes` at or after `from`, ascending.
    static func find(in bytes: [UInt8], from start: Int) -> [Int] {
        var starts: [Int] = []
        if start < bytes.count, bytes[start] != .less, isUnbracketedHead(bytes, at: start) { starts.append(start) }
        var index = start
        while index < bytes.count {
            if bytes[index] == .less, isHead(bytes, at: index + 1) { starts.append(index) }
            index += 1
        }
        return starts
    }

    /// Whether a class name and `:` start at `index`.
    private static func isHead(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index < bytes.count, bytes[index].isNameStart else { return false }
        var end = index
        while end < bytes.count, bytes[end].isClassNameByte { end += 1 }
        return end < bytes.count && bytes[end] == .colon
    }

    /// Whether a constraint class (its name ends in `Constraint`) and `:` start at `index`.
    private static func isUnbracketedHead(_ bytes: [UInt8], at index: Int) -> Bool {
        guard isHead(bytes, at: index) else { return false }
        var end = index
        while end < bytes.count, bytes[end].isClassNameByte { end += 1 }
        return String(decoding: bytes[index ..< end], as: UTF8.self).hasSuffix("Constraint")
    }
}
