import Constraints
import Foundation

/// Why a VFL format string was rejected: Apple's message, the caret index
/// Apple reports, and the range of the offending token.
///
/// `appleReason` is the exception reason Apple's parser raises, verbatim;
/// `rendered` is a compiler-style explanation for people, which may add help
/// (fix-its, notes) but never changes Apple's words or caret.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong. Every kind but those marked "ours" is a message of
    /// Apple's parser (Grammar.md, section 7, gives each one's evidence); the
    /// kinds marked "ours" are where this package deliberately differs from
    /// Apple (Grammar.md, section 9).
    public enum Kind: Equatable, Sendable {
        case emptyFormat
        /// Any byte outside ASCII: Apple measures the format in ASCII, finds no
        /// bytes, and reports an empty string.
        case nonASCIICharacter
        case missingOrientationColon(LayoutAxis)
        case expectedConnectionAfterBar
        case expectedView
        case invalidViewName
        case unknownView(String)
        case expectedClosingBracketAfterName
        case unexpectedEndInView
        case unterminatedViewPredicates
        case expectedClosingBracket
        case expectedViewOrSuperview
        case expectedEndOfFormat
        case expectedMoreInput
        case ambiguousMinusSign
        case unterminatedConnectionPredicates
        /// A `,` where a connection's closing `-` belongs.
        case listWithoutParentheses
        case expectedDash
        case unknownRelation
        case expectedNumberOrMetric
        /// A `-` that starts no number.
        case malformedNumber
        case undefinedMetric(String)
        case viewInConnection
        case priorityTooHigh(Double)
        case priorityNotPositive(Double)
        /// Ours: a priority named by a metric whose value is not known where
        /// the format is read (a Swift variable); Apple would use its value.
        case priorityWithoutValue(String)
        case missingSuperview
        case alignmentOnLayoutAxis(LayoutAxis)
        case baselineSpacingInHorizontalLayout
        /// Ours: a constant (number or metric) that is infinite or NaN, or a
        /// NaN priority. Apple's `NSLayoutConstraint` asserts on an infinite
        /// constant and keeps a NaN.
        case nonFiniteNumber(String)
        /// Ours: a constant written with nonzero digits that reads as 0.
        case numberUnderflows(String)
        /// Ours: a priority that becomes 0 or 1000 when stored as a `Float`, as
        /// Apple stores priorities, changing what the constraint means.
        case priorityChangesAsFloat(String, stored: Float)
    }

    public let kind: Kind
    /// The format string.
    public let format: String
    /// The UTF-8 range of the offending token (empty at a position where something was missing).
    public let range: Range<Int>
    /// The 0-based index of Apple's caret; `nil` where Apple shows none (the
    /// empty string, non-ASCII input).
    public let caretIndex: Int?
    /// A close name from the views or metrics dictionaries: for a name that is
    /// in neither, or a metric name mistyped into a view's.
    public var suggestion: String?

    /// An error of `kind` about `range` of `format`, with Apple's caret.
    public init(_ kind: Kind, format: String, range: Range<Int>, caretIndex: Int?, suggestion: String? = nil) {
        self.kind = kind
        self.format = format
        self.range = range
        self.caretIndex = caretIndex
        self.suggestion = suggestion
    }

    /// Apple's message text.
    public var message: String {
        switch kind {
        case .emptyFormat, .nonASCIICharacter:
            return "It's an empty string."
        case .missingOrientationColon(let axis):
            return axis == .horizontal
                ? "Expected ':' after 'H' to specify horizontal arrangement"
                : "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedConnectionAfterBar:
            return "Expected a connection after the '|' character"
        case .expectedView:
            return "Expected a view"
        case .invalidViewName:
            return "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .unknownView(let name):
            return "\(name) is not a key in the views dictionary."
        case .expectedClosingBracketAfterName:
            return "Expected a ']' here. That is how you give the end of a view."
        case .unexpectedEndInView:
            return "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .unterminatedViewPredicates:
            return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedClosingBracket:
            return "Expected ']' after specifying thickness."
        case .expectedViewOrSuperview:
            return "Expected a view or '|'"
        case .expectedEndOfFormat:
            return "Expected the end of the format string"
        case .expectedMoreInput:
            return "Expected more input"
        case .ambiguousMinusSign:
            return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .unterminatedConnectionPredicates:
            return "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .listWithoutParentheses:
            return "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .expectedDash:
            return "Expected a '-' here"
        case .unknownRelation:
            return "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric:
            return "Expected a number or key from the metrics dictionary, but encountered something else"
        case .malformedNumber:
            return "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .undefinedMetric(let name):
            return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .viewInConnection:
            return "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .priorityTooHigh(let value):
            return "Invalid priority specified: \(Self.printf(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .priorityNotPositive(let value):
            return "Invalid priority specified: \(Self.printf(value)). Priority must be greater than 0"

        case .priorityWithoutValue(let name):
            return "The priority \(name) is a metric whose value is not known here"
        case .missingSuperview:
            return "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .alignmentOnLayoutAxis(let axis):
            return axis == .vertical
                ? "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
                : "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        case .baselineSpacingInHorizontalLayout:
            return "BaselineToBaseline format option not valid for horizontal layout"
        case .nonFiniteNumber(let text):
            return "Numbers must be finite, but \(text) is not"
        case .numberUnderflows(let text):
            return "\(text) is too small for a double and would be read as 0"
        case .priorityChangesAsFloat(let text, let stored):
            let meaning = stored == 0 ? "and priority must be greater than 0" : "which would make the constraint required"
            return "Invalid priority specified: \(text). Stored as a Float it becomes \(CanonicalNumber.text(for: Double(stored))), \(meaning)"
        }
    }

    /// C's `%g`, as Apple's messages print priorities: six significant digits,
    /// `1e+06`, `inf`.
    static func printf(_ value: Double) -> String {
        String(format: "%g", value)
    }

    /// What would have been accepted at the caret, in words.
    public var expectation: String {
        switch kind {
        case .emptyFormat, .expectedView: return "'[' and a view name"
        case .nonASCIICharacter: return "ASCII characters only"
        case .missingOrientationColon: return "':' after the orientation"
        case .expectedConnectionAfterBar: return "a connection and a view after '|'"
        case .invalidViewName: return "a view name: a letter or '_', then letters, digits or '_'"
        case .unknownView: return "a key of the views dictionary"
        case .expectedClosingBracketAfterName: return "']' or '(' after the view name"
        case .unexpectedEndInView: return "a predicate after '('"
        case .unterminatedViewPredicates: return "')' to end the predicates, or ',' and another predicate"
        case .expectedClosingBracket: return "']'"
        case .expectedViewOrSuperview: return "'-', '[' or '|'"
        case .expectedEndOfFormat: return "nothing after the trailing '|'"
        case .expectedMoreInput: return "a relation, number or metric"
        case .ambiguousMinusSign: return "a number or metric; write a negative number in parentheses: -(-10)-"
        case .unterminatedConnectionPredicates: return "',' and another predicate, or ')'"
        case .listWithoutParentheses: return "'-'; several predicates need parentheses: -(>=10,<=20)-"
        case .expectedDash: return "'-' to end the connection"
        case .unknownRelation: return "'==', '>=' or '<='"
        case .expectedNumberOrMetric, .malformedNumber: return "a number starting with a digit or '-', or a metric name"
        case .undefinedMetric: return "a key of the metrics or views dictionary"
        case .viewInConnection: return "a number or metric; a space cannot equal a view's size"
        case .priorityTooHigh, .priorityNotPositive, .priorityChangesAsFloat: return "a priority in (0, 1000]"
        case .priorityWithoutValue: return "a priority that is a number, or a metric with a known value"
        case .missingSuperview: return "a view that has a superview next to '|'"
        case .alignmentOnLayoutAxis: return "alignment options on the other axis than the layout's"
        case .baselineSpacingInHorizontalLayout: return "spacingBaselineToBaseline only with V:"
        case .nonFiniteNumber, .numberUnderflows: return "a finite number"
        }
    }

    /// Apple's exception reason, verbatim:
    /// `Unable to parse constraint format: \n<message> \n<format> \n<spaces>^`.
    public var appleReason: String {
        guard let caretIndex else { return "Unable to parse constraint format: \(message)" }
        return "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: caretIndex) + "^"
    }

    /// A compiler-style explanation: the message (with a suggestion), the
    /// format, a caret and underline under the offending range, what was
    /// expected, and help for common mistakes.
    public var rendered: String { diagnostic.rendered(source: format) }

    public var description: String { rendered }

    /// The diagnostic id of each kind: `vfl.` and the kind's name.
    var id: DiagnosticID {
        let name = String(describing: kind).prefix { $0 != "(" }
        return DiagnosticID("vfl.\(name)")
    }
}
