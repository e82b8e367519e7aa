import ConsoleLog
import Constraints
import TestSupport
import Testing

/// The console log reader's catalog: one id per situation (each reason a
/// description cannot be read is one), each in the console-log family and in
/// the family its situation had before it had an id of its own. The switches
/// list every case, so a new case fails to compile until it is listed here too.
@Suite("Diagnostic catalog of console logs")
struct DiagnosticCatalogTests {
    static let equations: [CanonicalTextError.Kind] = [
        .expectedTerm, .expectedAttribute(after: "a"), .unknownItem("c"), .unknownAttribute("middle"), .expectedRelation,
        .expectedNumber(what: "a number", found: "*"), .subtractedStandardSpace, .expectedEnd,
        .invalidConstraint(.crossAxisPositions(.left, .top)),
    ]

    static let unreadable: [ConsoleLogDiagnostic.Unreadable] = [
        .redacted, .notADescription, .cutOff(.expectedView), .expectedClassAndAddress, .endsAfterAddress,
        .constraintAddressNotHexadecimal("0x12g", byte: "g"), .expectedAddress(className: "NSLayoutConstraint"),
        .expectedSourceLocation, .expectedBlankAfterHead, .unreadableAutoresizingCodes, .unclosedIdentifier, .nullBody,
        .sumOfAnchors, .itemAddressNotHexadecimal("0x12g"), .unclosedSystemSpacing, .expectedConnection,
        .unclosedConnectionPredicate, .expectedConnectionDash, .expectedView, .unclosedView, .emptyView, .unclosedSizePredicate,
        .expectedBracketAfterSize, .expectedCompressionResistance, .unreadableLibraryPriority, .cutOffBeforeClose, .unexpectedText,
        .unexpectedTextAfterConstraint, .expectedNumber(what: "a space"), .nonFiniteNumber(what: "a space"), .expectedNames,
        .unknownSuffix, .cutOffInSuffix, .unclosedSuffix, .unreadableNameEntry, .firstItemUnbound, .secondItemUnbound,
        .superviewUnbound, .viewsUnbound, .invalidConstraint(reason: "r"), .rejectedFormat("H:[v0]", reason: "r"),
        .severalConstraints(count: 2), .invalidPriority("1001", reason: "r"),
    ] + equations.map { .equation($0) }

    static let log: [ConsoleLogDiagnostic] = unreadable.map { .unreadable($0) } + [
        .readThroughDamage(repairs: ["blanks after ':'"]), .unsignedSystemSpacing(points: "8"), .duplicate,
        .superviewAssumed(child: "UILabel:0x1"), .twoClasses(address: "0x1", known: "UILabel", className: "UIView"),
        .unboundName("title"), .severalAddresses(name: "Label", count: 2), .twoSuperviews(child: "a", kept: "b"), .elision,
        .textAfterDescription("// mine"), .brokenNotListed, .brokenFoundByAddress(address: "0x1", line: 3), .brokenNotPasted,
    ]

    /// The one id each situation had before the catalog.
    static func formerID(of situation: ConsoleLogDiagnostic) -> String {
        switch situation {
        case .unreadable: return "console-log.unreadable"
        case .readThroughDamage, .unsignedSystemSpacing: return "console-log.repaired"
        case .duplicate: return "console-log.duplicate"
        case .superviewAssumed, .twoClasses, .unboundName, .severalAddresses, .twoSuperviews: return "console-log.item"
        case .elision, .textAfterDescription: return "console-log.trailing-text"
        case .brokenNotListed, .brokenFoundByAddress, .brokenNotPasted: return "console-log.broken"
        }
    }

    /// Lists every reason, so that a new one is listed in `unreadable` too; an
    /// unreadable line is an error whatever its reason.
    static func check(_ reason: ConsoleLogDiagnostic.Unreadable) {
        switch reason {
        case .redacted, .notADescription, .cutOff, .expectedClassAndAddress, .endsAfterAddress, .constraintAddressNotHexadecimal,
             .expectedAddress, .expectedSourceLocation, .expectedBlankAfterHead, .unreadableAutoresizingCodes, .unclosedIdentifier,
             .nullBody, .sumOfAnchors, .equation, .itemAddressNotHexadecimal, .unclosedSystemSpacing, .expectedConnection,
             .unclosedConnectionPredicate, .expectedConnectionDash, .expectedView, .unclosedView, .emptyView, .unclosedSizePredicate,
             .expectedBracketAfterSize, .expectedCompressionResistance, .unreadableLibraryPriority, .cutOffBeforeClose,
             .unexpectedText, .unexpectedTextAfterConstraint, .expectedNumber, .nonFiniteNumber, .expectedNames, .unknownSuffix,
             .cutOffInSuffix, .unclosedSuffix, .unreadableNameEntry, .firstItemUnbound, .secondItemUnbound, .superviewUnbound,
             .viewsUnbound, .invalidConstraint, .rejectedFormat, .severalConstraints, .invalidPriority:
            #expect(ConsoleLogDiagnostic.unreadable(reason).severity == .error)
        }
    }

    @Test("the console log reader's ids are distinct, well formed and in the console-log family")
    func logCatalog() {
        #expect(DiagnosticCatalog.violations(of: Self.log, family: "console-log") == [])
        #expect(Self.log.filter { !$0.id.isIn(family: Self.formerID(of: $0)) }.map(\.id) == [])
        Self.unreadable.forEach(Self.check)
    }

    @Test("an unreadable line says its reason after 'cannot read this constraint: ', and what was expected")
    func unreadableMessages() {
        let cut = ConsoleLogDiagnostic.unreadable(.cutOff(.unclosedView))
        #expect(cut.message == "cannot read this constraint: the description is cut off (the view has no closing ']')")
        #expect(cut.expected == "']'" && cut.id == "console-log.unreadable.cut-off")
        #expect(ConsoleLogDiagnostic.unreadable(.equation(.expectedRelation)).id == "console-log.unreadable.equation.expected-relation")
    }
}
