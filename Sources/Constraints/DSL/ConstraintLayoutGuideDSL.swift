/// `guide.snp`: the DSL for a layout guide (SnapKit's `ConstraintLayoutGuideDSL`).
/// The guide's owning view plays the role of superview.
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    /// The guide the DSL speaks for.
    public let guide: LayoutGuide

    public var target: LayoutItem { guide }
}

extension LayoutGuide {
    /// The SnapKit-style DSL for this guide.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
