import Constraints

/// A constraint read from a console log: the model constraint, and where it
/// came from (its line, class, address, identifier, state, and who made it).
public struct LoggedConstraint {
    /// The model constraint (items shared across the log). For a content-size
    /// constraint, the compression-resistance half (`>=` at its priority);
    /// the hugging half is `contentHugging`.
    public let constraint: LayoutConstraint
    /// The `<=` half of a content-size constraint, at the hugging priority.
    public let contentHugging: LayoutConstraint?
    /// The line where its description starts, from 1.
    public let line: Int
    /// Where its description is in the log.
    public let range: SourceRange
    /// The description as printed (list escapes undone), from `<` to `>`.
    public let text: String
    /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …).
    public let constraintClass: String
    /// The constraint's address (`0x600001e77d90`), when printed.
    public let address: String?
    /// SnapKit's label or Masonry's key printed in place of the address.
    public let key: String?
    /// The identifier (`UIView-Encapsulated-Layout-Height`), when printed.
    public let identifier: String?
    /// Whether the log says it is active.
    public let state: ActivationState
    /// The autoresizing mask its `h=… v=…` codes describe.
    public let autoresizingMask: AutoresizingMask?
    /// `Hug:` and `CompressionResistance:` of a content-size constraint.
    public let contentSizePriorities: (hugging: LayoutPriority, compressionResistance: LayoutPriority)?
    /// The points of the system spacing (`NSSpace(8)`) its constant comes from.
    public let systemSpacing: Double?
    /// Who made it.
    public let creator: ConstraintCreator
    /// The items the constraint relates (indices into the log's items), ascending.
    public let itemIndices: [Int]
    /// The view the description is about (an index into the log's items): the
    /// first view in brackets of a VFL-like body, else the first item. An
    /// autoresizing constraint keeps this view's frame.
    public let subjectItem: Int

    /// The model constraints it stands for: one, or two for a content-size constraint.
    public var modelConstraints: [LayoutConstraint] { [constraint] + (contentHugging.map { [$0] } ?? []) }

    /// How a report refers to it: its address, else its SnapKit label or Masonry key, else `line N`.
    public var reference: String { address ?? key ?? "line \(line)" }
}
