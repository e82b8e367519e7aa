import Constraints
import FuzzSupport

/// The canonical-text reader on any bytes, against views `a`, `b`, `c` under
/// `superview` (with their margin and safe-area guides). Beyond not crashing:
/// a text read as a constraint prints as text that reads back to the same
/// constraint, and an error's range lies in the text and renders.
enum CanonicalHarness: FuzzHarness {
    static let scene = Scene(viewNames: ["a", "b", "c"])
    static let items = scene.items

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let constraint = try LayoutConstraint(canonicalText: text, items: items)
            let printed = constraint.description
            do {
                let again = try LayoutConstraint(canonicalText: printed, items: items)
                fuzzCheck(again.description == printed, "'\(printed)' reads back as '\(again.description)'")
            } catch {
                fuzzCheck(false, "'\(text)' prints as '\(printed)', which does not read: \(error)")
            }
        } catch {
            let length = text.utf8.count
            fuzzCheck(error.range.lowerBound >= 0 && error.range.upperBound <= length, "range \(error.range) past \(length)")
            fuzzCheck(!error.diagnostic.rendered(source: text).isEmpty, "an empty rendering")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCanonical(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { CanonicalHarness.testOneInput(data, size) }

#if !FUZZING
@main extension CanonicalHarness {}
#endif
