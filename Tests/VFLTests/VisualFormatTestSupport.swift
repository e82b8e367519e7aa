import Constraints
import TestSupport
import VFL

/// Views named `names` under one superview.
func views(_ names: String...) -> Scene {
    Scene(viewNames: names)
}

/// The canonical lines of a format's constraints, standard space resolved as AppKit does.
func lines(
    _ format: String, _ views: Scene, metrics: [String: Double] = [:], options: LayoutFormatOptions = []
) throws(VisualFormatError) -> [String] {
    try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views.views)
        .map { $0.resolvingStandardSpacing(.appKit).description }
}

/// The error a format raises, or nil.
func error(
    _ format: String, _ views: Scene, metrics: [String: Double] = [:], options: LayoutFormatOptions = []
) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views.views)
        return nil
    } catch {
        return error
    }
}
