import ArgumentParser
import ConsoleLog
import Constraints
import MasonrySource
import SourceModel
import Foundation
import SwiftSource
import VFL

/// What `convert`, `check` and `layout` read, in any notation: the
/// constraints, where each was written, and the diagnostics with the text
/// each is about (to show the line under it). Each notation is one reader
/// from a library; another (a console log) is one more case of `Notation`
/// and one more function here returning the same shape.
struct ConvertInput {
    /// The notations `--from` names.
    enum Notation: String, ExpressibleByArgument, CaseIterable {
        case vfl
        case swift
        case canonical
        case log
        case masonry

        /// The notation of `inputs` when `--from` does not say: by the files' extensions, else `fallback`.
        static func inferred(from inputs: [String], else fallback: Notation) -> Notation {
            if inputs.contains(where: { $0.hasSuffix(".swift") }) { return .swift }
            if inputs.contains(where: { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }) { return .masonry }
            if inputs.contains(where: { $0.hasSuffix(".log") }) { return .log }
            return fallback
        }
    }

    var constraints: [LayoutConstraint] = []
    /// What holds the constraints' items: constraints refer to them weakly, as UIKit's do.
    var owners: [Any] = []
    var placements: [ConstraintJSON.Placement?] = []
    var diagnostics: [(diagnostic: Diagnostic, rendered: String)] = []

    var hasErrors: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    /// Source files (or standard input): Swift, read by `SwiftSourceReader`,
    /// or Objective-C with Masonry, read by `MasonryReader`.
    static func source(paths: [String], read: (_ text: String, _ file: String) -> SourceReading) throws -> ConvertInput {
        var input = ConvertInput()
        for (file, text) in try TextInput.read(paths).map({ ($0.name, $0.text) }) {
            let reading = read(text, file)
            input.owners.append(reading)
            for source in reading.constraints {
                input.constraints.append(source.constraint)
                input.placements.append(source.placement)
            }
            input.diagnostics += reading.diagnostics.map { ($0, $0.rendered(source: text)) }
        }
        return input
    }

    /// Console logs (files, or standard input), read by `ConsoleLog`; the
    /// lines it could not read are its diagnostics.
    static func log(paths: [String]) throws -> ConvertInput {
        var input = ConvertInput()
        for text in try TextInput.read(paths) {
            let log = ConsoleLog(reading: text.text, file: text.name)
            input.owners.append(log)
            for constraint in log.modelConstraints {
                input.constraints.append(constraint)
                let place = constraint.origin.range
                input.placements.append(.init(
                    file: place?.file, line: place?.start.line ?? 0, column: place?.start.column ?? 0, notation: "log"))
            }
            input.diagnostics += log.diagnostics.map { ($0, $0.rendered(source: text.text)) }
        }
        return input
    }

    /// VFL formats (arguments or lines of standard input) over one scene of every view they name.
    static func visualFormat(
        formats: [FormatSource], viewNames: [String]?, options: LayoutFormatOptions, metrics: [String: Double]
    ) -> ConvertInput {
        var input = ConvertInput()
        let scene = viewNames.map { Scene(viewNames: $0) } ?? Scene(formats: formats.map(\.text), metrics: metrics)
        input.owners.append(scene)
        for (index, source) in formats.enumerated() {
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: source.text, options: options, metrics: metrics, views: scene.views)
                for constraint in constraints {
                    input.constraints.append(constraint)
                    let column = (constraint.origin.range?.bytes?.lowerBound ?? 0) + 1
                    input.placements.append(.init(
                        file: source.line == nil ? nil : "<stdin>", line: source.line ?? index + 1, column: column, notation: "vfl"))
                }
            } catch {
                input.diagnostics.append((error.diagnostic, source.rendered(error.diagnostic)))
            }
        }
        return input
    }

    /// Canonical text, one constraint per line, over a scene of the names it uses.
    static func canonical(lines: [FormatSource]) -> ConvertInput {
        var input = ConvertInput()
        let scene = Scene()
        input.owners.append(scene)
        for (index, source) in lines.enumerated() {
            do {
                input.constraints.append(try scene.constraint(canonicalText: source.text))
                input.placements.append(.init(
                    file: source.line == nil ? nil : "<stdin>", line: source.line ?? index + 1, column: 1, notation: "canonical"))
            } catch {
                input.diagnostics.append((error.diagnostic, source.rendered(error.diagnostic)))
            }
        }
        return input
    }
}

