import Constraints
import Foundation
import Testing
import Workbench

/// Every JSON document a command writes says its schema version, and
/// `docs/schema/v1` holds a schema for each that requires it and accepts the
/// version written. (`scripts/validate-json.py`, which CI runs, validates
/// real output against the schemas; it needs Python's `jsonschema`, which
/// a plain clone's `swift test` must not.)
@Suite("JSON schemas")
struct JSONSchemaTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/schema/v1")

    static func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func version(in json: String) throws -> String? {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return document["schemaVersion"] as? String
    }

    @Test("each command's schema is named for it and requires schemaVersion", arguments: ["parse", "convert", "layout", "explain", "check"])
    func schemaRequiresVersion(command: String) throws {
        let schema = try Self.schema(command)
        #expect(schema["$id"] as? String == "urn:autolayouttext:schema:v1:\(command)")
        #expect(String(decoding: try JSONSerialization.data(withJSONObject: schema), as: UTF8.self).contains(#""required":["schemaVersion""#))
    }

    @Test("the version written matches the schemas' version pattern")
    func versionPattern() throws {
        let definitions = try #require(try Self.schema("common")["$defs"] as? [String: Any])
        let pattern = try #require((definitions["schemaVersion"] as? [String: Any])?["pattern"] as? String)
        #expect(JSONSchemaVersion.current.range(of: pattern, options: .regularExpression) != nil)
    }

    @Test("parse, convert, layout, explain and check write the current schemaVersion")
    func documentsCarryVersion() throws {
        var parsed = ""
        var writer = try ParseReportWriter(format: .json, standardSpacing: .appKit) { parsed += $0 }
        try writer.append(FormatParse(.argument("|-[a]-|"), options: ReadingOptions()))
        try writer.finish()
        let document = try ConstraintDocument.read(.lines([.argument("[a]-[b]")]), as: .vfl, options: ReadingOptions())
        let outputs = [
            parsed,
            ConversionTarget.json.write(document, standardSpacing: .appKit).text,
            JSONReporter().layout(try Screen.formats("|-[a]-|", "V:|[a]|").layout(size: .size(100, 100))),
            JSONReporter().explanation(try ExplanationTests.log048()),
            JSONReporter().check(try CheckReport(checking: [.standardInput("let a = 1\n")])),
        ]
        #expect(try outputs.map(Self.version) == Array(repeating: JSONSchemaVersion.current, count: 5))
    }
}
