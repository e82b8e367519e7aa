import Constraints
import TestSupport
import Testing

/// The DSL's and canonical text's catalogs: one id per situation, each in
/// its family and in the family its situations had before they had ids of
/// their own. The switches list every case, so a new case fails to compile
/// until it is listed here too.
@Suite("Diagnostic catalogs of the DSL and canonical text")
struct DiagnosticCatalogTests {
    static let dsl: [DSLDiagnostic] = [
        .missingSuperview(item: "box"), .mismatchedComposites(attributes: [.left, .right], target: [.width, .height]),
        .attributeNotConstrained(attribute: "box.top", reason: "r"), .constantKept(constraint: "c", reason: "r"),
        .priorityKept(constraint: "c", reason: "r"), .activationFailed(reason: "r"), .unmatchedUpdate(constraints: "c"),
        .unsupportedConstant(type: "T"), .unsupportedPriority(type: "T"), .unsupportedMultiplier(type: "T"),
        .unsupportedDivisor(type: "T"), .nonlinearDivisor(expression: "x"), .unsupportedRelationTarget(type: "T"),
    ]

    static let canonicalText: [CanonicalTextError.Kind] = [
        .expectedTerm, .expectedAttribute(after: "a"), .unknownItem("c"), .unknownAttribute("middle"), .expectedRelation,
        .expectedNumber(what: "a number", found: "*"), .subtractedStandardSpace, .expectedEnd,
        .invalidConstraint(.crossAxisPositions(.left, .top)),
    ]

    /// The one id each situation had before the catalog.
    static func formerID(of situation: DSLDiagnostic) -> String {
        switch situation {
        case .missingSuperview: return "dsl.missing-superview"
        case .mismatchedComposites: return "dsl.mismatched-composites"
        case .attributeNotConstrained, .constantKept, .priorityKept: return "dsl.invalid-constraint"
        case .activationFailed: return "dsl.activation-failed"
        case .unmatchedUpdate: return "dsl.unmatched-update"
        case .unsupportedConstant, .unsupportedPriority, .unsupportedMultiplier, .unsupportedDivisor, .nonlinearDivisor,
             .unsupportedRelationTarget:
            return "dsl.unsupported-value"
        }
    }

    @Test("the DSL's ids are distinct, well formed and in the dsl family")
    func dslCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.dsl, family: "dsl") == [])
        #expect(Self.dsl.filter { !$0.id.isIn(family: Self.formerID(of: $0)) }.map(\.id) == [])
    }

    @Test("canonical text's ids are distinct, well formed and in the canonical-text family")
    func canonicalTextCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.canonicalText, family: "canonical-text") == [])
        for kind in Self.canonicalText {
            switch kind {
            case .expectedTerm, .expectedAttribute, .unknownItem, .unknownAttribute, .expectedRelation, .expectedNumber,
                 .subtractedStandardSpace, .expectedEnd, .invalidConstraint:
                #expect(kind.severity == .error)
            }
        }
    }
}
