/// Why a line of canonical constraint text could not be read: what kind of
/// problem, where (a byte range in the text), and its message.
public struct CanonicalTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Equatable, Sendable {
        /// No `item.attribute` where one must start.
        case expectedTerm
        /// A name with no `.attribute` after it.
        case expectedAttribute(after: String)
        /// A name that is not among the items.
        case unknownItem(String)
        /// A word after the `.` that is not one of Apple's attribute names.
        case unknownAttribute(String)
        /// Something other than `==`, `<=` or `>=`.
        case expectedRelation
        /// Something other than a number where one must be (`what` says which).
        case expectedNumber(what: String, found: String)
        /// `- standard`: the standard space can only be added.
        case subtractedStandardSpace
        /// Text after a complete constraint.
        case expectedEnd
        /// The text is well formed but describes a constraint Apple rejects.
        case invalidConstraint(ConstraintValidationError)
    }

    /// What was wrong.
    public let kind: Kind
    /// The text that was being read.
    public let text: String
    /// The UTF-8 offsets of the offending part of the text.
    public let range: Range<Int>

    /// An error of `kind` about `range` of `text`.
    public init(_ kind: Kind, text: String, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// Set when the text was well formed but describes a constraint Apple rejects.
    public var validationError: ConstraintValidationError? {
        if case .invalidConstraint(let error) = kind { return error }
        return nil
    }

    /// What was wrong, phrased as what was expected ("expected a relation …").
    public var message: String {
        switch kind {
        case .expectedTerm:
            return "expected an item and attribute such as 'box.width'"
        case .expectedAttribute(let name):
            return "expected '.' and an attribute after '\(name)'"
        case .unknownItem(let name):
            return "unknown item '\(name)'"
        case .unknownAttribute(let name):
            return "expected an attribute name such as 'leading', not '\(name)'"
        case .expectedRelation:
            return "expected a relation ('==', '<=' or '>=')"
        case .expectedNumber(let what, let found):
            return "expected \(what)" + (found.isEmpty ? "" : ", not '\(found)'")
        case .subtractedStandardSpace:
            return "expected a number after '-' (the standard space can only be added)"
        case .expectedEnd:
            return "expected the end of the constraint"
        case .invalidConstraint(let error):
            return error.description
        }
    }

    /// The error as the package's one diagnostic type.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, .canonicalText, message, at: SourceRange(bytes: range, in: text))
    }

    /// The message, the text, and a caret line under the offending range.
    public var description: String { diagnostic.rendered(source: text) }
}

extension DiagnosticID {
    /// Canonical constraint text that could not be read.
    public static let canonicalText = DiagnosticID("canonical-text")
}
