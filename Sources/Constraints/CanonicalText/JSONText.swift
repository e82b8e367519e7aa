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
    /// Writes a JSON document `{"KEY": [...], "schemaVersion": "…"}` one
    /// element of its array at a time, exactly as `encode` would print the
    /// whole document, so that memory stays proportional to one element.
    package struct ArrayWriter {
        private var count = 0
        private let write: (String) throws -> Void

        /// A document whose array is under `key` (which sorts before `schemaVersion`), written
        /// through `write`; its opening is written at once.
        package init(key: String, write: @escaping (String) throws -> Void) throws {
            self.write = write
            try write("{\n  \(try JSONText.encode(key)) : [")
        }

        /// Writes the next element.
        package mutating func append(_ element: some Encodable) throws {
            let lines = try JSONText.encode(element).split(separator: "\n", omittingEmptySubsequences: false)
            try write((count == 0 ? "\n" : ",\n") + lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            count += 1
        }

        /// Writes the end of the array, the schema version, the closing brace and a newline.
        package func finish() throws {
            let version = try JSONText.encode(JSONSchemaVersion.current)
            try write((count == 0 ? "\n\n  ]" : "\n  ]") + ",\n  \"schemaVersion\" : \(version)\n}\n")
        }
    }
}
