import Constraints
import FuzzSupport
import MasonrySource
import SourceModel

/// The Masonry reader on any bytes, read as one Objective-C file. Beyond not crashing:
///
/// - every diagnostic's range and every constraint's place lie in the text, and diagnostics render;
/// - every constraint has a finite constant and a priority in (0, 1000];
/// - `check` and the Masonry and SnapKit writers run on what was read;
/// - when the file reads without a diagnostic, what the Masonry writer writes
///   reads back as the constraints it says it wrote (in a file that adds the
///   same views to the same superviews).
enum MasonryHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let reading = MasonryReader().read(text, file: "Fuzz.m")
        let length = text.utf8.count
        for diagnostic in reading.diagnostics {
            let range = diagnostic.range?.bytes ?? 0 ..< 0
            fuzzCheck(range.lowerBound >= 0 && range.upperBound <= length, "diagnostic range \(range) past \(length): \(diagnostic)")
            fuzzCheck(!diagnostic.rendered(source: text).isEmpty, "an empty rendering")
        }
        for source in reading.constraints {
            let range = source.location.bytes ?? 0 ..< 0
            fuzzCheck(range.upperBound <= length, "constraint place \(range) past \(length)")
            fuzzCheck(source.constraint.priority.isValid, "priority \(source.constraint.priority)")
            fuzzCheck(source.constraint.constant.expression.map { $0.constant.isFinite } ?? true, "constant \(source.constraint.constant)")
        }
        _ = SourceCheck.errors(in: reading)
        let constraints = reading.constraints.map(\.constraint)
        _ = SnapKitWriter().write(constraints)
        let writer = MasonryWriter()
        let written = writer.write(constraints)
        guard reading.diagnostics.isEmpty, !constraints.isEmpty else { return }
        var adds = ""
        for placeholder in reading.root.subviews {
            var stack = placeholder.subviews
            while let view = stack.popLast() {
                adds += view.subviews.map { "[\(view.name) addSubview:\($0.name)];\n" }.joined()
                stack += view.subviews
            }
        }
        let again = MasonryReader().read("@implementation Again\n- (void)again {\n\(adds)\(written)}\n@end\n", file: "Again.m")
        let expected = writer.written(constraints).map(\.description)
        fuzzCheck(again.constraints.map(\.constraint.description) == expected,
                  "written as\n\(written)\nread back as \(again.constraints.map(\.constraint.description)), not \(expected)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMasonry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { MasonryHarness.testOneInput(data, size) }

#if !FUZZING
@main extension MasonryHarness {}
#endif
