import Constraints
import VFL

/// Views under one superview, for formats in tests. The superview is kept here
/// because a view holds its superview weakly, as in UIKit.
struct TestViews {
    let superview = LayoutView(name: "superview")
    let dictionary: [String: LayoutView]

    init(_ names: [String]) {
        var dictionary: [String: LayoutView] = [:]
        for name in names {
            let view = LayoutView(name: name)
            superview.addSubview(view)
            dictionary[name] = view
        }
        self.dictionary = dictionary
    }
}

/// Views named `names` under one superview.
func views(_ names: String...) -> TestViews {
    TestViews(names)
}

/// The canonical lines of a format's constraints, standard space resolved as AppKit does.
func lines(
    _ format: String, _ views: TestViews, metrics: [String: Double] = [:], options: LayoutFormatOptions = []
) throws(VisualFormatError) -> [String] {
    try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views.dictionary)
        .map { $0.resolvingStandardSpacing(.appKit).description }
}

/// The error a format raises, or nil.
func error(
    _ format: String, _ views: TestViews, metrics: [String: Double] = [:], options: LayoutFormatOptions = []
) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views.dictionary)
        return nil
    } catch {
        return error
    }
}
