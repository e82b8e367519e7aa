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

extension JSONText {
    /// Writes a JSON array one element at a time, exactly as `encode` would
    /// print the whole array, so that memory stays proportional to one element.
    package struct ArrayWriter {
        private var count = 0
        private let write: (String) throws -> Void

        /// An array written through `write`; the opening bracket is written at once.
        package init(write: @escaping (String) throws -> Void) throws {
            self.write = write
            try write("[")
        }

        /// Writes the next element.
        package mutating func append(_ element: some Encodable) throws {
            let lines = try JSONText.encode(element).split(separator: "\n", omittingEmptySubsequences: false)
            try write((count == 0 ? "\n" : ",\n") + lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
            count += 1
        }

        /// Writes the closing bracket and a newline.
        package func finish() throws {
            try write(count == 0 ? "\n\n]\n" : "\n]\n")
        }
    }
}
