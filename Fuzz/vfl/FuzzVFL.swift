@_spi(Readers) import Constraints
import FuzzSupport
import VFL

/// VFL parsing and lowering on any bytes (the header byte and the text of
/// `FuzzScene`, the text one format). Beyond not crashing:
///
/// - a format the syntax-tree parser rejects is rejected by lowering too, at
///   or before the same caret (one pass: the first error in the text wins);
/// - every error's caret and range lie in the format, its caret is missing
///   exactly for the empty string and non-ASCII input, and it renders and
///   encodes as JSON (errors only: encoding every success would halve the speed);
/// - every constraint made has a finite constant, a priority in (0, 1000]
///   and an origin inside the format.
enum VFLHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let input = FuzzScene(bytes)
        let format = input.formats[0]
        let length = format.utf8.count
        let parsed = ParsedFormat(
            format: format, options: input.options, metrics: input.metrics, views: input.scene.views, spacing: .appKit)
        let syntax = Result { () throws(VisualFormatError) in try VisualFormatParser.parse(format) }

        switch (parsed.result, syntax) {
        case (.success(let constraints), .success):
            for constraint in constraints {
                fuzzCheck(constraint.priority.isValid, "priority \(constraint.priority) in \(format.debugDescription)")
                fuzzCheck(constraint.constant.points?.isFinite ?? true, "constant \(constraint.constant)")
                let range = constraint.origin.range?.bytes ?? 0 ..< 0
                fuzzCheck(range.lowerBound >= 0 && range.upperBound <= length, "origin \(range) past \(length)")
                _ = constraint.description
            }
        case (.success, .failure(let error)):
            fuzzCheck(false, "lowering accepted what parsing rejects: \(error.appleReason)")
        case (.failure(let error), .success):
            check(error, length: length)
            _ = try? JSONText.encode(parsed)
        case (.failure(let error), .failure(let syntaxError)):
            check(error, length: length)
            _ = try? JSONText.encode(parsed)
            check(syntaxError, length: length)
            fuzzCheck(
                (error.caretIndex ?? -1) <= (syntaxError.caretIndex ?? -1),
                "lowering's error \(error.appleReason) comes after parsing's \(syntaxError.appleReason)")
        }
    }

    static func check(_ error: VisualFormatError, length: Int) {
        let hasNoCaret = error.kind == .emptyFormat || error.kind == .nonASCIICharacter
        fuzzCheck(hasNoCaret == (error.caretIndex == nil), "caret \(String(describing: error.caretIndex)) for \(error.kind)")
        if let caret = error.caretIndex { fuzzCheck(caret >= 0 && caret <= length, "caret \(caret) past \(length)") }
        fuzzCheck(error.range.lowerBound >= 0 && error.range.upperBound <= length, "range \(error.range) past \(length)")
        fuzzCheck(!error.rendered.isEmpty && !error.appleReason.isEmpty, "an empty rendering")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVFL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { VFLHarness.testOneInput(data, size) }

#if !FUZZING
@main extension VFLHarness {}
#endif
