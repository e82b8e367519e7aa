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
    /// The screen's pixels per point, to which UIKit and AppKit round frames (0 when unknown: frames are not rounded).
    public var pixelScale: Double = 0
    /// The framework the screen's views belong to, so that code spells them its way.
    public var framework = ViewFramework.uiKit
    /// The views below the root, each after its superview, in the order they are added.
    public var views: [ViewDeclaration]
    /// The constraints the screen's own size classes install (the document's device's), in the order they are made.
    public var constraints: [LayoutConstraint]
    /// The constraints only some size classes install, by the size classes that install them: those of
    /// `constraints` among them are the same objects, the others are made but not activated.
    public var sizeClassConstraints: [SizeClassConstraints] = []
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

    /// The constraints every size class installs: `constraints` less those of `sizeClassConstraints`.
    public var constraintsForEverySizeClass: [LayoutConstraint] {
        let varying = Set(sizeClassConstraints.flatMap(\.constraints).map(ObjectIdentifier.init))
        return constraints.filter { !varying.contains(ObjectIdentifier($0)) }
    }

    /// The constraints only other size classes than the screen's install, with their canonical text,
    /// for a notation that cannot say a size class (VFL, a scene file).
    public var otherSizeClassesConstraints: [UnwrittenConstraint] {
        let written = Set(constraints.map(ObjectIdentifier.init))
        return sizeClassConstraints.flatMap { group in
            group.constraints.filter { !written.contains(ObjectIdentifier($0)) }
                .map { UnwrittenConstraint(text: $0.description, reason: "installed only for \(group.description)") }
        }
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
