import Constraints

/// Why a VFL format string was rejected: Apple's message, the caret index
/// Apple reports, and the range of the offending token.
///
/// `appleReason` is the exception reason Apple's parser raises, verbatim;
/// `rendered` is a compiler-style explanation for people.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong. Cases marked "ours" have no counterpart in the
    /// conformance corpus; their text is this package's own.
    public enum Kind: Equatable, Sendable {
        case emptyFormat
        case missingOrientationColon(LayoutAxis)
        case expectedView
        case invalidViewName
        case expectedViewOrSuperview
        case expectedMoreInput
        case ambiguousMinusSign
        case expectedDashAfterSimplePredicate
        /// Ours: a parenthesized connection predicate list not followed by `-`.
        case expectedDashAfterPredicateList
        case unknownRelation
        case expectedNumberOrMetric
        case unterminatedViewPredicates
        case expectedClosingBracket
        /// Ours: a connection predicate list without its `)`.
        case unterminatedConnectionPredicates
        /// Ours: text after the trailing `|`.
        case expectedEndAfterSuperview
        /// Ours: a number or metric that is NaN or infinite.
        case nonFiniteNumber(String)
        case unknownView(String)
        case undefinedMetric(String)
        case viewInConnection
        case priorityTooHigh(Double)
        /// Ours: a priority of 0 or less.
        case priorityNotPositive(Double)
        /// Ours: a priority named by a metric whose value is not known where
        /// the format is read (a Swift variable); Apple would use its value.
        case priorityWithoutValue(String)
        case missingSuperview
        case alignmentOnLayoutAxis(LayoutAxis)
        case baselineSpacingInHorizontalLayout
    }

    public let kind: Kind
    /// The format string.
    public let format: String
    /// The UTF-8 range of the offending token (empty at a position where something was missing).
    public let range: Range<Int>
    /// The 0-based index of Apple's caret; `nil` for the empty string, where Apple shows none.
    public let caretIndex: Int?
    /// A close name from the views or metrics dictionaries, for a name that is in neither.
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
        case .emptyFormat:
            return "It's an empty string."
        case .missingOrientationColon(let axis):
            return axis == .horizontal
                ? "Expected ':' after 'H' to specify horizontal arrangement"
                : "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedView:
            return "Expected a view"
        case .invalidViewName:
            return "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .expectedViewOrSuperview:
            return "Expected a view or '|'"
        case .expectedMoreInput:
            return "Expected more input"
        case .ambiguousMinusSign:
            return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .expectedDashAfterSimplePredicate:
            return "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .expectedDashAfterPredicateList:
            return "Expected a '-' after the ')' that ends the connection's predicates"
        case .unknownRelation:
            return "Unknown relation. Must be ==, >=, or <="
        case .expectedNumberOrMetric:
            return "Expected a number or key from the metrics dictionary, but encountered something else"
        case .unterminatedViewPredicates:
            return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedClosingBracket:
            return "Expected ']' after specifying thickness."
        case .unterminatedConnectionPredicates:
            return "A predicate list in a connection must end with ')'"
        case .expectedEndAfterSuperview:
            return "Expected the end of the format after the closing '|'"
        case .nonFiniteNumber(let text):
            return "Numbers must be finite, but \(text) is not"
        case .unknownView(let name):
            return "\(name) is not a key in the views dictionary."
        case .undefinedMetric(let name):
            return "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .viewInConnection:
            return "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .priorityTooHigh(let value):
            return "Invalid priority specified: \(CanonicalNumber.text(for: value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .priorityNotPositive(let value):
            return "Invalid priority specified: \(CanonicalNumber.text(for: value)). Priority must be greater than 0."
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
        }
    }

    /// What would have been accepted at the caret, in words.
    public var expectation: String {
        switch kind {
        case .emptyFormat, .expectedView: return "'[' and a view name"
        case .missingOrientationColon: return "':' after the orientation"
        case .invalidViewName: return "a view name: a letter or '_', then letters, digits or '_'"
        case .expectedViewOrSuperview: return "'-', '[' or '|', or the end of the format"
        case .expectedMoreInput: return "a view, '|' or a predicate"
        case .ambiguousMinusSign: return "a number or metric; write a negative number in parentheses: -(-10)-"
        case .expectedDashAfterSimplePredicate: return "'-'; several predicates need parentheses: -(>=10,<=20)-"
        case .expectedDashAfterPredicateList: return "'-'"
        case .unknownRelation: return "'==', '>=' or '<='"
        case .expectedNumberOrMetric: return "a number starting with a digit or '-', or a metric name"
        case .unterminatedViewPredicates: return "')' to end the predicates, or ']' to end the view"
        case .expectedClosingBracket: return "']'"
        case .unterminatedConnectionPredicates: return "',' and another predicate, or ')'"
        case .expectedEndAfterSuperview: return "nothing after the trailing '|'"
        case .nonFiniteNumber: return "a finite number"
        case .unknownView: return "a key of the views dictionary"
        case .undefinedMetric: return "a key of the metrics or views dictionary"
        case .viewInConnection: return "a number or metric; a space cannot equal a view's size"
        case .priorityTooHigh, .priorityNotPositive: return "a priority in (0, 1000]"
        case .priorityWithoutValue: return "a priority that is a number, or a metric with a known value"
        case .missingSuperview: return "a view that has a superview next to '|'"
        case .alignmentOnLayoutAxis: return "alignment options on the other axis than the layout's"
        case .baselineSpacingInHorizontalLayout: return "spacingBaselineToBaseline only with V:"
        }
    }

    /// Apple's exception reason, verbatim:
    /// `Unable to parse constraint format: \n<message> \n<format> \n<spaces>^`.
    public var appleReason: String {
        guard let caretIndex else { return "Unable to parse constraint format: \(message)" }
        return "Unable to parse constraint format: \n\(message) \n\(format) \n"
            + String(repeating: " ", count: caretIndex) + "^"
    }

    /// The error as the package's one diagnostic type: Apple's message, the
    /// offending range (none for the empty string, where Apple shows no caret),
    /// what was expected, and the suggested name as a fix-it.
    public var diagnostic: Diagnostic {
        guard caretIndex != nil else { return Diagnostic(.error, id, message, expected: expectation) }
        let location = SourceRange(bytes: range, in: format)
        return Diagnostic(
            .error, id, message, at: location, expected: expectation,
            fixIts: suggestion.map { [FixIt(replacing: location, with: $0)] } ?? [])
    }

    /// A compiler-style explanation: the message (with a suggestion), the
    /// format, a caret and underline under the offending range, and what was expected.
    public var rendered: String { diagnostic.rendered(source: format) }

    public var description: String { rendered }

    /// The diagnostic id of each kind: `vfl.` and the kind's name.
    private var id: DiagnosticID {
        let name = String(describing: kind).prefix { $0 != "(" }
        return DiagnosticID("vfl.\(name)")
    }
}
