import Constraints
import MasonrySource
import TestSupport
import Testing

/// The Masonry reader's catalog: one id per situation, each in the masonry
/// family and in the family its situation had before it had an id of its
/// own. The switch lists every case, so a new case fails to compile until it
/// is listed here too.
@Suite("Diagnostic catalog of the Masonry reader")
struct DiagnosticCatalogTests {
    static let masonry: [MasonryDiagnostic] = [
        .unclosedComment, .unclosedLiteral, .unclosedBody, .unreadBranch, .unfollowedChain(expression: "f(make)"),
        .unparsableStatement, .unseenConstraints(expression: "all"), .unknownAnchor(expression: "a.topAnchor"), .runtimeAttribute,
        .formatNotLiteral, .unseenViewsDictionary, .unseenMetricsDictionary, .runtimeOptions, .notAView(expression: "guide"),
        .runtimeActivation, .unknownAssignedPriority(expression: "p"), .unparsableMasonryStatement,
        .loopOverUnknownCollection, .unknownAttribute(name: "middle"), .unknownModifier(name: "labeled"), .unreadableMask,
        .noAttribute(before: "equalTo"), .iOSOnlyAttribute(name: "leftMargin"), .unseenValue(value: "v", modifier: "insets"),
        .unknownPriority(value: "p"), .unknownTargetView(expression: "x"), .unknownTargetAttribute(name: "middle"), .unseenBlock,
        .unseenArray(expression: "views"), .unknownView(expression: "x"), .unknownDistribution(expression: "[views mas_…]"),
        .conditional, .compositeAfterFirst(name: "edges"), .nilTarget, .layoutGuideTarget(name: "guide"),
        .layoutGuideReceiver(name: "guide"), .tooFewViewsToDistribute, .attributeAfterRelation, .secondRelation,
        .notActivated(constraint: "c", reason: "r"), .noSuperview(view: "v", attribute: "top"),
        .refused(first: "v.top", second: "w.width", reason: "r"),
    ]

    /// The one id each situation had before the catalog.
    static func formerID(of situation: MasonryDiagnostic) -> String {
        switch situation {
        case .unclosedComment, .unclosedLiteral, .unclosedBody, .unreadBranch, .unfollowedChain, .unparsableStatement,
             .unseenConstraints, .unknownAnchor, .runtimeAttribute, .formatNotLiteral, .unseenViewsDictionary,
             .unseenMetricsDictionary, .runtimeOptions, .notAView, .runtimeActivation, .unknownAssignedPriority, .unparsableMasonryStatement, .loopOverUnknownCollection, .unknownAttribute, .unknownModifier,
             .unreadableMask, .noAttribute, .iOSOnlyAttribute, .unseenValue, .unknownPriority, .unknownTargetView,
             .unknownTargetAttribute, .unseenBlock, .unseenArray, .unknownView, .unknownDistribution:
            return "masonry.skipped"
        case .conditional:
            return "masonry.conditional"
        case .compositeAfterFirst, .nilTarget, .layoutGuideTarget, .layoutGuideReceiver, .tooFewViewsToDistribute,
             .attributeAfterRelation, .secondRelation:
            return "masonry.assertion"
        case .notActivated, .noSuperview, .refused:
            return "masonry.invalid-constraint"
        }
    }

    @Test("the Masonry reader's ids are distinct, well formed and in the masonry family")
    func masonryCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.masonry, family: "masonry") == [])
        #expect(Self.masonry.filter { !$0.id.isIn(family: Self.formerID(of: $0)) }.map(\.id) == [])
    }
}
