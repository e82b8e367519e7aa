/// `view.snp`: the DSL for a view, with the view's content priorities
/// (SnapKit's `ConstraintViewDSL`).
public struct ConstraintViewDSL: ConstraintDSL {
    /// The view the DSL speaks for.
    public let view: LayoutView

    public var target: LayoutItem { view }

    /// The view's horizontal content hugging priority.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical content hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The view's horizontal compression resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical compression resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

extension LayoutView {
    /// The SnapKit-style DSL for this view.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
