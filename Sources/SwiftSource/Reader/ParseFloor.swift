import SwiftParser
import SwiftSyntax

/// The floor the Swift reader stands on: swift-syntax's parse of a file and
/// nothing else. `vfl-bench check` times it beside `check` over the same
/// files; the reader cannot be faster than the parser it is built on.
package enum ParseFloor {
    /// Parses `source` into a syntax tree and returns the tree's length in
    /// UTF-8 bytes, which depends on the whole tree, so no part of the parse is left out.
    package static func parse(_ source: String) -> Int {
        Parser.parse(source: source).totalLength.utf8Length
    }
}
