import Constraints
import FuzzSupport
import Layout
import VFL

/// The layout engine on small random sets of formats (the header byte and
/// the text of `FuzzScene`, up to 8 formats of 512 bytes in all, one per
/// line; a name starting with `i` is a view with an intrinsic size). Beyond
/// not crashing or hanging (libFuzzer's -timeout): where every constant is
/// at most 1e9 in size, so that no sum can overflow, every frame is finite.
/// Constraints are deactivated at the end, so that LeakSanitizer reports
/// only what the engine itself leaks.
enum LayoutHarness: FuzzHarness {
    static let largestSafeConstant = 1e9

    static func run(_ bytes: [UInt8]) {
        guard bytes.count <= 512 else { return }
        let input = FuzzScene(bytes, splittingLines: true, maximumFormats: 8)
        let scene = input.scene
        for name in scene.viewNames {
            guard let view = scene[name] else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            if name.hasPrefix("i") {
                view.intrinsicContentSize = LayoutSize(width: Double(name.utf8.count * 10), height: 20)
            }
        }
        var active: [LayoutConstraint] = []
        for format in input.formats {
            guard let constraints = try? LayoutConstraint.constraints(
                withVisualFormat: format, options: input.options, metrics: input.metrics, views: scene.views)
            else { continue }
            guard (try? LayoutConstraint.activate(constraints)) != nil else { continue }
            active += constraints
        }
        defer { LayoutConstraint.deactivate(active) }
        let size = LayoutSize(width: Double(bytes.count * 37 % 1000), height: Double(bytes.count * 53 % 800))
        let result = LayoutEngine(root: scene.container, containerSize: size).layout()
        let largest = active.map { abs($0.constant.points ?? 0) }.max() ?? 0
        guard largest <= largestSafeConstant else { return }
        for (view, frame) in result.frames {
            fuzzCheck(
                frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                "\(view.name) has frame \(frame) for \(input.formats)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { LayoutHarness.testOneInput(data, size) }

#if !FUZZING
@main extension LayoutHarness {}
#endif
