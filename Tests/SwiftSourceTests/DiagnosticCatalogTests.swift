import Constraints
import SourceModel
import SwiftSource
import TestSupport
import Testing

/// The Swift reader's and the source check's catalogs: one id per situation,
/// each in its module's family and in the family its situation had before it
/// had an id of its own. The switch lists every case, so a new case fails to
/// compile until it is listed here too.
@Suite("Diagnostic catalogs of the Swift reader and the source check")
struct DiagnosticCatalogTests {
    static let swift: [SwiftSourceDiagnostic] = [
        .parserError(message: "expected ')'"), .unevenEquals, .bracketRun(limit: 8), .loopBudgetSpent(bodies: 1000), .callBudgetSpent(bodies: 1000),
        .forEachOverUnknownCollection, .loopOverUnknownCollection(sequence: "views"), .unseenClosure(method: "makeConstraints"),
        .unseenConstraints(expression: "all"), .outletConstraints(name: "widthConstraint"), .runtimeActivation, .unknownAssignedPriority(expression: "p"),
        .unknownArrayElement(expression: "c"), .unknownSnapKitView(receiver: "v.snp.makeConstraints"), .unfollowedStatement,
        .unfollowedChain(expression: "f(make)"), .noAttribute(chain: "make.equalTo(1)"), .noRelation(chain: "make.top"),
        .relationWithoutArgument(relation: "equalTo"), .multiStatementClosure, .notFromSuperview(expression: "x.top"),
        .unknownSuperviewPart(expression: "$0.frame"), .unknownInset(value: "Insets.card"), .unknownChainPriority(value: "p"),
        .unknownModifier(name: "labeledAs"), .unknownAnchor(expression: "anchor"), .systemSpacingMultiple(multiplier: "2"),
        .unknownInitializer(labels: ["item", "attribute"]), .runtimeAttribute, .formatNotLiteral, .unseenViewsDictionary,
        .runtimeOptions, .unseenMetricsDictionary, .notAView(expression: "layer"),
        .symbolicMetric(name: "padding", origin: "not declared in this file"), .conditional,
        .notActivated(constraint: "c", reason: "r"), .priorityRefused(constraint: "c", reason: "r"), .constraintRefused(reason: "r"),
    ]

    static let source: [SourceDiagnostic] = [
        .metricWithoutValue(name: "pad", constraint: "a.width == pad"), .unsatisfiable(constraint: "c", others: ["d (line 2)"]),
    ]

    /// The one id each situation had before the catalog.
    static func formerID(of situation: SwiftSourceDiagnostic) -> String {
        switch situation {
        case .parserError, .unevenEquals:
            return "swift.syntax"
        case .bracketRun, .loopBudgetSpent, .callBudgetSpent, .forEachOverUnknownCollection, .loopOverUnknownCollection, .unseenClosure,
             .unseenConstraints, .outletConstraints, .runtimeActivation, .unknownAssignedPriority, .unknownArrayElement, .unknownSnapKitView,
             .unfollowedStatement, .unfollowedChain, .noAttribute, .noRelation, .relationWithoutArgument, .multiStatementClosure,
             .notFromSuperview, .unknownSuperviewPart, .unknownInset, .unknownChainPriority, .unknownModifier, .unknownAnchor,
             .systemSpacingMultiple, .unknownInitializer, .runtimeAttribute, .formatNotLiteral, .unseenViewsDictionary,
             .runtimeOptions, .unseenMetricsDictionary, .notAView:
            return "swift.skipped"
        case .symbolicMetric:
            return "swift.symbolic-metric"
        case .conditional:
            return "swift.conditional"
        case .notActivated, .priorityRefused, .constraintRefused:
            return "swift.invalid-constraint"
        }
    }

    @Test("the Swift reader's ids are distinct, well formed and in the swift family")
    func swiftCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.swift, family: "swift") == [])
        #expect(Self.swift.filter { !$0.id.isIn(family: Self.formerID(of: $0)) }.map(\.id) == [])
    }

    @Test("the source check's ids are distinct, well formed and in the source family")
    func sourceCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.source, family: "source") == [])
        #expect(Self.source.map(\.id) == ["source.metric-without-value", "source.unsatisfiable"])
    }
}
