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
    public var message: String { kind.message }

    /// The error as the package's one diagnostic type.
    public var diagnostic: Diagnostic {
        Diagnostic(kind, at: SourceRange(bytes: range, in: text))
    }

    /// The message, the text, and a caret line under the offending range.
    public var description: String { diagnostic.rendered(source: text) }
}

/// The catalog of canonical text's diagnostics: each kind of error is one
/// situation, an error in the `canonical-text` family.
extension CanonicalTextError.Kind: DiagnosticMessage {
    public var id: DiagnosticID {
        switch self {
        case .expectedTerm: return "canonical-text.expected-term"
        case .expectedAttribute: return "canonical-text.expected-attribute"
        case .unknownItem: return "canonical-text.unknown-item"
        case .unknownAttribute: return "canonical-text.unknown-attribute"
        case .expectedRelation: return "canonical-text.expected-relation"
        case .expectedNumber: return "canonical-text.expected-number"
        case .subtractedStandardSpace: return "canonical-text.subtracted-standard-space"
        case .expectedEnd: return "canonical-text.expected-end"
        case .invalidConstraint: return "canonical-text.invalid-constraint"
        }
    }

    /// Every kind stops the line from being read.
    public var severity: Diagnostic.Severity { .error }

    /// What was wrong, phrased as what was expected ("expected a relation …").
    public var message: String {
        switch self {
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
}
