import Constraints
import FuzzSupport
import VFL

/// The VFL printer's round trip on any format Apple would accept (the header
/// byte and the text of `FuzzScene`, the text one format): every constraint
/// the format lowers to is expressible, and lowering the printed formats
/// gives back exactly the same constraints.
enum PrinterHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let input = FuzzScene(bytes)
        let views = input.scene.views
        guard let original = try? LayoutConstraint.constraints(
            withVisualFormat: input.formats[0], options: input.options, metrics: input.metrics, views: views)
        else { return }
        let output = VisualFormatPrinter().print(original)
        fuzzCheck(output.inexpressible.isEmpty, "\(input.formats[0].debugDescription) leaves \(output.inexpressible) unprinted")
        var relowered: [String] = []
        for format in output.formats {
            do {
                relowered += try LayoutConstraint.constraints(withVisualFormat: format.text, options: format.options, views: views)
                    .map(\.description)
            } catch {
                fuzzCheck(false, "\(input.formats[0].debugDescription) prints \(format), which fails: \(error.appleReason)")
            }
        }
        fuzzCheck(
            relowered.sorted() == original.map(\.description).sorted(),
            "\(input.formats[0].debugDescription) prints \(output.formats), which lowers to \(relowered)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrinter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { PrinterHarness.testOneInput(data, size) }

#if !FUZZING
@main extension PrinterHarness {}
#endif
