/// A path pattern as `.gitignore` writes one, matched against a path relative
/// to the folder the pattern belongs to (`Pods/SnapKit/Source/View.swift`).
///
/// `*` matches any run of characters but `/`, `?` one character but `/`,
/// `[a-z]` and `[!0-9]` (or `[^0-9]`) one character of a class; `\` takes
/// the next character literally. `**` as a whole segment crosses folders:
/// `**/Generated` is `Generated` in any folder, `Generated/**` everything
/// inside it, `a/**/b` `b` under `a` at any depth. As in `.gitignore`, a
/// pattern with no `/` matches a name in any folder (`Pods` is `**/Pods`),
/// and one with a `/` is anchored at its folder (a leading `/` only says so).
public struct FileGlob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// The pattern matched against the whole relative path, as bytes.
    private let anchored: [UInt8]

    /// The pattern `pattern` (a trailing `/` is for the caller to interpret and is not part of it).
    public init(_ pattern: String) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        if bytes.first == UInt8(ascii: "/") {
            bytes.removeFirst()
        } else if !bytes.contains(UInt8(ascii: "/")) {
            bytes = Array("**/".utf8) + bytes
        }
        anchored = bytes
    }

    /// Whether `path`, relative to the pattern's folder and without a leading `/`, matches.
    public func matches(_ path: String) -> Bool {
        matches(Array(path.utf8), from: 0)
    }

    /// Whether the path `bytes[start...]` matches: a walk converts each path to bytes once for all its rules.
    func matches(_ bytes: [UInt8], from start: Int) -> Bool {
        Self.match(anchored, 0, bytes, start)
    }

    public var description: String { pattern }

    private static let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
    private static let open = UInt8(ascii: "["), backslash = UInt8(ascii: "\\")

    /// Whether `pattern[p...]` matches `path[s...]` entirely.
    private static func match(_ pattern: [UInt8], _ p: Int, _ path: [UInt8], _ s: Int) -> Bool {
        var p = p, s = s
        while p < pattern.count {
            switch pattern[p] {
            case star:
                var end = p
                while end < pattern.count, pattern[end] == star { end += 1 }
                let wholeSegment = end - p == 2 && (p == 0 || pattern[p - 1] == slash) && (end == pattern.count || pattern[end] == slash)
                if wholeSegment {
                    // `**` at the end matches everything left; `**/` zero or more whole folders.
                    guard end < pattern.count else { return true }
                    if match(pattern, end + 1, path, s) { return true }
                    var next = s
                    while next < path.count {
                        if path[next] == slash, match(pattern, end + 1, path, next + 1) { return true }
                        next += 1
                    }
                    return false
                }
                var next = s
                while true {
                    if match(pattern, end, path, next) { return true }
                    guard next < path.count, path[next] != slash else { return false }
                    next += 1
                }
            case question:
                guard s < path.count, path[s] != slash else { return false }
                p += 1
                s += 1
            case open:
                guard s < path.count, path[s] != slash else { return false }
                guard let (matched, end) = matchClass(pattern, from: p, byte: path[s]) else {
                    // An unclosed `[` is a literal bracket.
                    guard path[s] == open else { return false }
                    p += 1
                    s += 1
                    continue
                }
                guard matched else { return false }
                p = end
                s += 1
            case backslash where p + 1 < pattern.count:
                guard s < path.count, path[s] == pattern[p + 1] else { return false }
                p += 2
                s += 1
            default:
                guard s < path.count, path[s] == pattern[p] else { return false }
                p += 1
                s += 1
            }
        }
        return s == path.count
    }

    /// Whether `byte` is in the class that opens at `start`, and where the
    /// pattern goes on after it; `nil` when the class is not closed.
    private static func matchClass(_ pattern: [UInt8], from start: Int, byte: UInt8) -> (Bool, Int)? {
        var index = start + 1
        let negated = index < pattern.count && (pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^"))
        if negated { index += 1 }
        var matched = false
        var first = true
        while index < pattern.count {
            var low = pattern[index]
            if low == UInt8(ascii: "]"), !first { return (matched != negated, index + 1) }
            first = false
            if low == backslash, index + 1 < pattern.count {
                index += 1
                low = pattern[index]
            }
            var high = low
            if index + 2 < pattern.count, pattern[index + 1] == UInt8(ascii: "-"), pattern[index + 2] != UInt8(ascii: "]") {
                high = pattern[index + 2]
                index += 2
            }
            if low <= byte, byte <= high { matched = true }
            index += 1
        }
        return nil
    }
}
