import Constraints
import Foundation
import Testing
import VFL

/// The conformance fixtures in `Tests/Fixtures/` (facts of Apple's behaviour
/// and real console logs, brought in by `scripts/import-corpus.py`). They are
/// part of the repository: a missing fixture fails the run instead of skipping.
public enum Corpus {
    /// `Tests/Fixtures`.
    public static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The VFL cases Apple accepts whose views all have a superview.
    public static func acceptedVisualFormatCases() -> [VisualFormatCase] {
        visualFormatCases().filter { $0.expectedError == nil && $0.viewsWithoutSuperview.isEmpty }
    }

    /// Every VFL case of every `VisualFormat/*.cases` file, files in name order,
    /// cases in file order; a missing or unreadable fixture is recorded as a test issue.
    public static func visualFormatCases() -> [VisualFormatCase] {
        let folder = fixtures.appendingPathComponent("VisualFormat")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty else {
            Issue.record("the VFL fixtures are missing: \(folder.path)")
            return []
        }
        var cases: [VisualFormatCase] = []
        for name in names.sorted() where name.hasSuffix(".cases") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                Issue.record("cannot read \(name)")
                continue
            }
            cases += VisualFormatCase.read(text, file: name)
        }
        return cases
    }

    /// The Objective-C Masonry files of `Masonry/` (screens retyped in our own
    /// words after common real-world shapes), in name order: name and text.
    public static func masonryFiles() -> [(name: String, text: String)] {
        let folder = fixtures.appendingPathComponent("Masonry")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".m") }.sorted()
        if names.isEmpty { Issue.record("the Masonry fixtures are missing: \(folder.path)") }
        return names.compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                Issue.record("cannot read \(name)")
                return nil
            }
            return (name, text)
        }
    }
}

/// One case of a `.cases` fixture (its format is described at the top of each file).
public struct VisualFormatCase: Sendable, Equatable, CustomTestStringConvertible {
    public let file: String
    public let line: Int
    public var format = ""
    public var views: [String] = []
    public var viewsWithoutSuperview: [String] = []
    public var metrics: [String: Double] = [:]
    public var options: [String] = []
    /// Apple's constraints in order, in canonical text; `nil` where the source did not assert them.
    public var expectedConstraints: [String]?
    /// Apple's full exception reason, or `nil` when Apple accepts the format.
    public var expectedError: String?
    public var caretIndex: Int?
    /// Indices into `expectedConstraints` whose constant came from a standard space.
    public var standardSpacingIndices: [Int] = []
    public var source = ""

    init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var testDescription: String { "\(file):\(line) \(format)" }

    /// The cases of one fixture file.
    static func read(_ text: String, file: String) -> [VisualFormatCase] {
        var cases: [VisualFormatCase] = []
        var current: VisualFormatCase?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") { continue }
            if line.isEmpty {
                if let finished = current { cases.append(finished) }
                current = nil
                continue
            }
            let keyEnd = line.firstIndex(of: " ") ?? line.endIndex
            let key = line[..<keyEnd], value = keyEnd < line.endIndex ? String(line[line.index(after: keyEnd)...]) : ""
            var testCase = current ?? VisualFormatCase(file: file, line: index + 1)
            switch key {
            case "format": testCase.format = unescape(value)
            case "views": testCase.views = value.split(separator: " ").map(String.init)
            case "detached": testCase.viewsWithoutSuperview.append(value)
            case "metric":
                let parts = value.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let number = Double(parts[1]) { testCase.metrics[String(parts[0])] = number }
                else { Issue.record("\(file):\(index + 1): bad metric '\(value)'") }
            case "option": testCase.options.append(value)
            case "constraint":
                var constraints = testCase.expectedConstraints ?? []
                if value.hasSuffix(" [standard]") {
                    testCase.standardSpacingIndices.append(constraints.count)
                    constraints.append(String(value.dropLast(" [standard]".count)))
                } else {
                    constraints.append(value)
                }
                testCase.expectedConstraints = constraints
            case "unasserted": testCase.expectedConstraints = nil
            case "error": testCase.expectedError = unescape(value)
            case "caret": testCase.caretIndex = Int(value)
            case "source": testCase.source = value
            case "note": break
            default: Issue.record("\(file):\(index + 1): unknown field '\(key)'")
            }
            if current == nil, testCase.expectedError == nil, key != "unasserted" {
                testCase.expectedConstraints = testCase.expectedConstraints ?? []
            }
            current = testCase
        }
        if let finished = current { cases.append(finished) }
        return cases
    }

    /// Undoes the fixture escapes: `\\`, `\n`, `\t`, `\u{hex}`.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let next = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "u":
                var hex = ""
                _ = scalars.next()  // "{"
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { result.unicodeScalars.append(decoded) }
            default: result.unicodeScalars.append(next)
            }
        }
        return result
    }
}

extension VisualFormatCase {
    /// The case's views under one superview, except those it says have none.
    public func makeScene() -> Scene {
        Scene(viewNames: views, detached: viewsWithoutSuperview)
    }

    /// The case's scene and the constraints its format makes there.
    public func lowered() throws -> (Scene, [LayoutConstraint]) {
        let scene = makeScene()
        let options = try #require(formatOptions)
        return (scene, try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: scene.views))
    }

    /// The case's options combined; `nil` if one of the names is unknown.
    public var formatOptions: LayoutFormatOptions? {
        var combined = LayoutFormatOptions()
        for name in options {
            guard let option = LayoutFormatOptions(name: name) else { return nil }
            combined.formUnion(option)
        }
        return combined
    }
}
