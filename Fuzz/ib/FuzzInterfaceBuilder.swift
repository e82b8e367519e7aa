import Constraints
import FuzzSupport
import InterfaceBuilder
import Layout

/// The Interface Builder reader on any bytes (the text of a `.xib` or
/// `.storyboard`), every scene built and laid out, and `check` on it.
/// Beyond not crashing, hanging (libFuzzer's -timeout) or leaking:
///
/// - every diagnostic lies in the text and renders;
/// - every view's id names a view of its scene;
/// - every frame is finite, or the layout reports why it is not.
enum InterfaceBuilderHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let input = FuzzText(String(decoding: bytes, as: UTF8.self))
        let document = IBReader().read(input.text, file: "fuzz.xib")
        input.check(document.diagnostics)
        for scene in document.scenes {
            let layout = IBSceneLayout(document: document, scene: scene)
            input.check(layout.diagnostics)
            for (stored, _) in layout.views { fuzzCheck(layout.view(id: stored.id) != nil, "\(stored.id) names no view") }
            let result = layout.layout()
            let reported = result.broken.contains { $0.reason != .conflict && $0.reason != .selfContradictory }
            for (view, frame) in result.frames {
                fuzzCheck(
                    reported || [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                    "\(view.name) has frame \(frame), and nothing is reported")
            }
        }
        input.check(IBCheck.diagnostics(of: document))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { InterfaceBuilderHarness.testOneInput(data, size) }

#if !FUZZING
@main extension InterfaceBuilderHarness {}
#endif
