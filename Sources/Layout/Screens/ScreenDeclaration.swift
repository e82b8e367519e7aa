import Constraints

/// A screen as code makes it: its root view (a view controller's view, or a
/// cell's content view) with the environment that root lives in (its size,
/// safe area and margins), the views added below it in order, and the
/// constraints between them. `convert --with-views` writes one; the scene
/// writer writes it as a scene file that lays out the same.
public struct ScreenDeclaration {
    /// What the screen is, for a heading (`LoginViewController`, `TaskCell`).
    public var title: String
    /// Where it comes from (`Main.storyboard, scene BYZ-38-t0r`), for a heading.
    public var origin: String
    /// The root view: named as the code refers to it (`view`, `contentView`), of its class.
    public var root: ViewDeclaration
    /// The root's size, and what its environment gives it (a device's safe area, a view controller's or cell's margins).
    public var size: LayoutSize
    public var rootSafeArea: EdgeInsets
    public var rootMargins: EdgeInsets
    /// The views below the root, each after its superview, in the order they are added.
    public var views: [ViewDeclaration]
    /// The constraints to write, in the order they are made.
    public var constraints: [LayoutConstraint]
    /// What the screen holds that code cannot say as such, each with the constraint's canonical text where
    /// there is one: a placeholder, a constraint only some size classes install.
    public var unwritten: [UnwrittenConstraint]
    /// What a reader of the code should know: a constraint written differently from how the input said it.
    public var notes: [String] = []

    public init(
        title: String, origin: String, root: ViewDeclaration, size: LayoutSize, rootSafeArea: EdgeInsets, rootMargins: EdgeInsets,
        views: [ViewDeclaration], constraints: [LayoutConstraint], unwritten: [UnwrittenConstraint]
    ) {
        self.title = title
        self.origin = origin
        self.root = root
        self.size = size
        self.rootSafeArea = rootSafeArea
        self.rootMargins = rootMargins
        self.views = views
        self.constraints = constraints
        self.unwritten = unwritten
    }
}

/// A constraint a screen holds that is not written as code: its canonical text and why.
public struct UnwrittenConstraint: Equatable, Sendable {
    public let text: String
    public let reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }
}
