import Constraints
import FuzzSupport
import Layout
import Scenes

/// The scene-file reader on any bytes (the text a scene file), and, when
/// the file gives the container's size, the layout engine on the scene.
/// Beyond not crashing or hanging (libFuzzer's -timeout) or leaking:
///
/// - every diagnostic, and the place of every constraint made, lies in the text;
/// - every frame is finite, or the layout reports why it is not: a rule
///   broken for its numbers (outside the representable range, not held,
///   undecidable), never silently.
///
/// The scene's constraints are deactivated at the end, so that
/// LeakSanitizer reports only what the reader and the engine leak.
enum SceneHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let input = FuzzText(String(decoding: bytes, as: UTF8.self))
        let file = SceneFile(reading: input.text, file: "fuzz.scene")
        defer { LayoutConstraint.deactivate(file.constraints) }
        input.check(file.diagnostics)
        for constraint in file.constraints { input.check(file.location(of: constraint), constraint.description) }
        guard let size = file.containerSize else { return }
        let result = LayoutEngine(root: file.scene.container, containerSize: size, standardSpacing: file.standardSpacing ?? .appKit)
            .layout()
        let reported = result.broken.contains { $0.reason != .conflict && $0.reason != .selfContradictory }
        for (view, frame) in result.frames {
            fuzzCheck(
                reported || [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                "\(view.name) has frame \(frame), and nothing is reported")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { SceneHarness.testOneInput(data, size) }

#if !FUZZING
@main extension SceneHarness {}
#endif
