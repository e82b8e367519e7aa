import Constraints
import Scenes
import TestSupport
import Testing

/// The scene reader's catalog: one id per situation, each in the scene
/// family and in the family its situation had before it had an id of its
/// own. The switch lists every case, so a new case fails to compile until it
/// is listed here too.
@Suite("Diagnostic catalog of scene files")
struct DiagnosticCatalogTests {
    static let scene: [SceneDiagnostic] = [
        .missingWord(expected: "a view name"), .unexpectedWord("x"), .unknownStatement("sizes"), .unknownSpacing("wide"),
        .wordAfterFormat("-[b]"), .constraintWithoutText, .negativeIntrinsicSize, .negativeDrawnSize,
        .unknownDirection("up"),
        .unknownAttribute("colour", ofContainer: false), .notASize("5"), .priorityOutOfRange, .notNumbers("a,b", count: 2),
        .notAnAssignment("pad"), .unknownOption("alignAllMiddle", known: ["alignAllTop"]), .includedMetricWithoutValue("pad"),
        .unreadableInclude(path: "a.swift"), .unsupportedInclude(path: "a.txt", endings: ".swift or .log"),
        .unreadableInterfaceBuilderInclude(path: "a.xib"), .includeNotRead(path: "a.swift"),
        .unknownChoice("diagonal", attribute: "an axis", choices: ["horizontal", "vertical"]), .stackAttributeWithoutStack("spacing"),
        .containerDeclaredTwice, .viewDeclaredTwice("a"), .unknownParent("titel", view: "badge", container: "superview"),
        .parentInsideView(view: "a", parent: "b"), .includedConstraintInvalid(constraint: "c", reason: "r"),
        .notInstallable(reason: "r"), .arrangedOutsideStack(view: "a", parent: "b"), .unknownView("titel", container: "superview"),
    ]

    /// The one id each situation had before the catalog.
    static func formerID(of situation: SceneDiagnostic) -> String {
        switch situation {
        case .missingWord, .unexpectedWord, .unknownStatement, .unknownSpacing, .wordAfterFormat, .constraintWithoutText,
             .negativeIntrinsicSize, .negativeDrawnSize, .unknownDirection, .unknownAttribute, .notASize, .priorityOutOfRange, .notNumbers,
             .notAnAssignment, .unknownOption, .includedMetricWithoutValue, .unreadableInclude, .unsupportedInclude,
             .unreadableInterfaceBuilderInclude, .includeNotRead, .unknownChoice, .stackAttributeWithoutStack:
            return "scene.syntax"
        case .containerDeclaredTwice, .viewDeclaredTwice, .unknownParent, .parentInsideView, .includedConstraintInvalid,
             .notInstallable, .arrangedOutsideStack:
            return "scene.view"
        case .unknownView:
            return "scene.unknown-view"
        }
    }

    @Test("the scene reader's ids are distinct, well formed and in the scene family")
    func sceneCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.scene, family: "scene") == [])
        #expect(Self.scene.filter { !$0.id.isIn(family: Self.formerID(of: $0)) }.map(\.id) == [])
        #expect(Self.scene.allSatisfy { $0.severity == .error && $0.expected != nil })
    }
}
