import Constraints
import Foundation
import VFL
import Workbench

/// What the page sends to every endpoint: the pasted text and the values of
/// its controls, as JSON. Every field but `text` may be left out.
struct APIRequest: Decodable {
    /// A width and a height, in points.
    struct Size: Decodable {
        let width: Double
        let height: Double
    }

    /// The pasted text, read as one file (or as VFL or canonical lines).
    let text: String
    /// A notation's name, or `auto` (the default) to detect it.
    var notation: String?
    /// A conversion target's name (`convert`).
    var to: String?
    /// The container's size (`layout`).
    var size: Size?
    /// Values of named metrics.
    var metrics: [String: Double]?
    /// VFL's format options by Apple's names.
    var options: [String]?
    /// The standard-spacing policy's name.
    var spacing: String?
    /// Views' intrinsic content sizes, by name; -1 for an axis without one.
    var intrinsic: [String: Size]?
    /// VFL's views dictionary; every name that is not a metric is a view when it is left out.
    var views: [String]?
    /// The layout direction trait, `ltr` or `rtl`, for every view; what the input says when left out.
    var direction: String?
    /// For an Interface Builder document: the scene to read, by id or name; every scene when left out.
    var scene: String?
    /// For an Interface Builder document: the size classes (`wC hR`); the device's when left out.
    var traits: String?

    /// The request in `body`, or a 400 that says what is wrong with it.
    static func decoded(from body: Data) throws(APIError) -> APIRequest {
        do {
            return try JSONDecoder().decode(APIRequest.self, from: body)
        } catch let error as DecodingError {
            throw APIError(.badRequest, "the request is not the JSON the playground expects: \(Self.reason(error))")
        } catch {
            throw APIError(.badRequest, "the request cannot be read: \(error)")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "it is not JSON"
        case .keyNotFound(let key, _): return "'\(key.stringValue)' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "'\(path)': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// The notation asked for, or the one the text shows.
    func resolvedNotation() throws(APIError) -> (notation: Notation, detected: Bool) {
        guard let name = notation, name != "auto" else { return (Notation.detected(in: text), true) }
        guard let notation = Notation(rawValue: name) else {
            throw APIError(.badRequest, "unknown notation '\(name)'; known: auto, " + Notation.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return (notation, false)
    }

    /// The conversion target asked for; canonical text when none is.
    func target() throws(APIError) -> ConversionTarget {
        guard let to else { return .canonical }
        guard let target = ConversionTarget(rawValue: to) else {
            throw APIError(.badRequest, "unknown target '\(to)'; known: " + ConversionTarget.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return target
    }

    /// What the readers are told: metrics, format options and standard
    /// spacing from the controls; no file is read beyond the text.
    func readingOptions() throws(APIError) -> ReadingOptions {
        var formatOptions = LayoutFormatOptions()
        for name in options ?? [] {
            guard let option = LayoutFormatOptions(name: name) else {
                let known = LayoutFormatOptions.named.map(\.name)
                let suggestion = NameSuggestion.closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
                throw APIError(.badRequest, "unknown option '\(name)'\(suggestion)")
            }
            formatOptions.formUnion(option)
        }
        return ReadingOptions(
            metrics: metrics ?? [:], formatOptions: formatOptions, viewNames: views, standardSpacing: try spacingPolicy()?.standardSpacing ?? .appKit,
            scene: scene, traits: traits, readsIncludedFiles: false)
    }

    /// The spacing policy asked for, if any.
    func spacingPolicy() throws(APIError) -> SpacingPolicy? {
        guard let spacing else { return nil }
        guard let policy = SpacingPolicy(rawValue: spacing) else {
            throw APIError(.badRequest, "unknown spacing '\(spacing)'; known: " + SpacingPolicy.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return policy
    }

    /// The layout direction asked for, if any.
    func layoutDirection() throws(APIError) -> UserInterfaceLayoutDirection? {
        switch direction {
        case nil: return nil
        case "ltr"?: return .leftToRight
        case "rtl"?: return .rightToLeft
        case let other?: throw APIError(.badRequest, "unknown direction '\(other)'; known: ltr, rtl")
        }
    }

    /// The container's size, when given: two numbers from 0 to a million points.
    func containerSize() throws(APIError) -> LayoutSize? {
        guard let size else { return nil }
        guard [size.width, size.height].allSatisfy({ $0 >= 0 && $0 <= 1_000_000 }) else {
            throw APIError(.badRequest, "the container's size must be from 0 to 1000000 points")
        }
        return LayoutSize(width: size.width, height: size.height)
    }

    /// The intrinsic content sizes given: each axis at least 0, or -1 for none.
    func intrinsicSizes() throws(APIError) -> [(name: String, size: LayoutSize)] {
        try (intrinsic ?? [:]).sorted { $0.key < $1.key }.map { (name, size) throws(APIError) in
            guard [size.width, size.height].allSatisfy({ ($0 >= 0 && $0 <= 1_000_000) || $0 == LayoutView.noIntrinsicMetric }) else {
                throw APIError(.badRequest, "the intrinsic size of '\(name)' must be from 0 to 1000000 points, or -1 for none")
            }
            return (name, LayoutSize(width: size.width, height: size.height))
        }
    }

    /// The text as the workbench reads it in `notation`: one pasted file,
    /// or its non-blank lines, each numbered by its line in the text.
    func input(as notation: Notation) -> DocumentInput {
        guard !notation.readsWholeFiles else { return .files([SourceFile(name: SourceFile.standardInputName, text: text)]) }
        var lines: [FormatSource] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line.utf8)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            if !bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                lines.append(FormatSource(bytes: bytes, line: index + 1))
            }
        }
        return .lines(lines)
    }
}
