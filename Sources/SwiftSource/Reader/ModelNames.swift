import Constraints
import SourceModel

/// The model's names for places in a text, which SwiftSyntax also has.
typealias SourceRange = Constraints.SourceRange
typealias SourceLocation = Constraints.SourceLocation
