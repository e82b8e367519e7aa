/// Anything a constraint can relate: a view or a layout guide.
///
/// Items are reference types: two items with the same name are still two items,
/// just as two `UIView`s are. This class is not meant to be subclassed outside
/// the module; use `LayoutView` or `LayoutGuide`.
public class LayoutItem: CustomStringConvertible {
    /// The name used for this item in canonical text and every other notation.
    public let name: String

    /// The DSL constraints made for this item, in the order they were activated.
    var dslConstraints: [Constraint] = []
    /// What the DSL noticed while making this item's constraints.
    var dslDiagnostics: [Diagnostic] = []
    /// The label set with `snp.setLabel(_:)`.
    var dslLabel: String?

    /// How constraints refer to this item without keeping it alive; made
    /// when the first constraint needs it. The common case, a reference
    /// already made, is a load that inlines into the constraint's initializer.
    @inline(__always) var reference: WeakItemReference {
        storedReference ?? makeReference()
    }
    private var storedReference: WeakItemReference?

    /// Makes the reference for the item's first constraint.
    @inline(never) private func makeReference() -> WeakItemReference {
        let made = WeakItemReference(self)
        storedReference = made
        return made
    }

    init(name: String) {
        self.name = name
    }

    deinit {
        storedReference?.clear()
    }

    /// The view whose coordinate space contains this item and which plays the
    /// role of superview for it: a view's superview, a guide's owning view.
    public var parentView: LayoutView? { nil }

    /// The view on which a constraint about this item alone is installed: a view
    /// itself, a guide's owning view.
    public var hostView: LayoutView? { nil }

    public var description: String { name }
}
