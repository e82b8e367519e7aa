import Constraints
import SourceModel

/// What the reader of Swift source says about code it reads or cannot follow.
extension DiagnosticID {
    /// The file is not valid Swift there; what could be read around it was read.
    public static let swiftSyntax = DiagnosticID("swift.syntax")
    /// Code the reader cannot follow (a loop over a collection it cannot see,
    /// a helper given the maker, a value computed at run time); it was skipped.
    public static let swiftSkipped = DiagnosticID("swift.skipped")
    /// Constraints made inside an `if`, `switch` or `guard … else`: read as if the branch runs.
    public static let swiftConditional = DiagnosticID("swift.conditional")
    /// A constraint UIKit would refuse or crash on (an attribute pair Apple
    /// rejects, a required priority changed on an active constraint).
    public static let swiftInvalidConstraint = DiagnosticID("swift.invalid-constraint")
}
