import Constraints
import Foundation
import Testing
import VFL

/// The conformance corpora in `../shared/corpus/` (relative to the package
/// root), read by tests that must skip with a clear message when it is absent.
public enum Corpus {
    /// `../shared/corpus` beside the package root.
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Why corpus tests are skipped, shown by the test runner.
    public static let missingMessage = "../shared/corpus/vfl is missing beside the package; VFL corpus conformance skipped"

    /// Whether the VFL corpus folder exists.
    public static var hasVisualFormatCases: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("vfl").path)
    }

    /// A handful of cases for tests that run a process per case: from each
    /// file, the first two Apple accepts, the first two it rejects, and the
    /// first with options.
    public static func handfulOfVisualFormatCases() -> [VisualFormatCase] {
        var chosen: [VisualFormatCase] = []
        for file in Set(visualFormatCases().map(\.file)).sorted() {
            let cases = visualFormatCases().filter { $0.file == file }
            chosen += cases.filter { $0.expectedError == nil }.prefix(2)
            chosen += cases.filter { $0.expectedError != nil }.prefix(2)
            chosen += cases.filter { !$0.options.isEmpty && !chosen.contains($0) }.prefix(1)
        }
        return chosen
    }

    /// Every case of every `vfl/*.jsonl` file, files in name order, lines in file order.
    public static func visualFormatCases() -> [VisualFormatCase] {
        let folder = directory.appendingPathComponent("vfl")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var cases: [VisualFormatCase] = []
        for name in names.sorted() where name.hasSuffix(".jsonl") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n").enumerated() {
                guard let data = line.data(using: .utf8),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                else { continue }
                cases.append(VisualFormatCase(file: name, line: index + 1, json: object))
            }
        }
        return cases
    }
}

/// One line of a VFL corpus file (see the corpus README).
public struct VisualFormatCase: Sendable, Equatable, CustomTestStringConvertible {
    public let file: String
    public let line: Int
    public let format: String
    public let views: [String]
    public let viewsWithoutSuperview: [String]
    public let metrics: [String: Double]
    public let options: [String]
    public let expectedConstraints: [String]?
    public let expectedError: String?
    /// Apple's exception reason, derived by the corpus from the test's source where it asserts only that one is raised.
    public let appleMessageDerived: String?
    public let caretIndex: Int?
    public let standardSpacingIndices: [Int]

    init(file: String, line: Int, json: [String: Any]) {
        self.file = file
        self.line = line
        format = json["vfl"] as? String ?? ""
        views = json["views"] as? [String] ?? []
        viewsWithoutSuperview = json["views_without_superview"] as? [String] ?? []
        metrics = (json["metrics"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
        options = json["options"] as? [String] ?? []
        expectedConstraints = json["expected_constraints"] as? [String]
        expectedError = json["expected_error"] as? String
        appleMessageDerived = json["apple_message_derived"] as? String
        caretIndex = json["caret_index"] as? Int
        standardSpacingIndices = json["standard_spacing_indices"] as? [Int] ?? []
    }

    public var testDescription: String { "\(file):\(line) \(format)" }
}

extension VisualFormatCase {
    /// The case's views under one superview, except those it says have none.
    public func makeScene() -> Scene {
        Scene(viewNames: views, detached: viewsWithoutSuperview)
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
