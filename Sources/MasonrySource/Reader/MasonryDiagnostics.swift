import Constraints
import SourceModel

/// What the reader of Objective-C Masonry says about code it reads or cannot follow.
extension DiagnosticID {
    /// Code the reader cannot parse or follow (a block it cannot see, a chain
    /// it does not know, an array it cannot see into); it was skipped.
    public static let masonrySkipped = DiagnosticID("masonry.skipped")
    /// Constraints inside an `if` or `switch`: read as if the branch runs.
    public static let masonryConditional = DiagnosticID("masonry.conditional")
    /// What Masonry asserts on (an attribute after the relation, a second
    /// relation, a target it does not support): the chain makes nothing.
    public static let masonryAssertion = DiagnosticID("masonry.assertion")
    /// A constraint UIKit would refuse (an attribute pair Apple rejects, a
    /// position relative to a superview the view does not have).
    public static let masonryInvalidConstraint = DiagnosticID("masonry.invalid-constraint")
}
