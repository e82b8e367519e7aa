import Foundation

/// The one way the package writes JSON: keys sorted, slashes left alone,
/// pretty-printed unless asked for one line, so that output is the same in
/// every process and diffs well.
package enum JSONText {
    /// `value` as JSON text, without a trailing newline; on one line when `compact`.
    package static func encode(_ value: some Encodable, compact: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
