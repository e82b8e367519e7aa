import Constraints

/// What the console log reader says about a paste: one case per situation,
/// its id in the `console-log` family. A description that cannot be read is
/// an error (`unreadable`, with its reason); what the reader read through or
/// had to guess is a warning or a note.
public enum ConsoleLogDiagnostic: DiagnosticMessage, Equatable, Sendable {
    /// A line that holds a constraint description the reader could not read; the line is left out.
    case unreadable(Unreadable)

    // MARK: console-log.repaired

    /// A description read through damage (`repairs`: blanks inserted, brackets stripped, a missing `:`).
    case readThroughDamage(repairs: [String])
    /// An equation's system spacing, which UIKit prints without a sign; read as added `points`.
    case unsignedSystemSpacing(points: String)

    // MARK: console-log.duplicate

    /// A description listed twice in one log; it is counted once.
    case duplicate

    // MARK: console-log.item: an item the log leaves unclear

    /// A `|` the log does not bind; taken as the superview of `child`.
    case superviewAssumed(child: String)
    /// One `address` printed with two classes (`known` first, then `className`); taken as one object.
    case twoClasses(address: String, known: String, className: String)
    /// A debug `name` the names list binds to no address; taken as an object of its own.
    case unboundName(String)
    /// A debug `name` the names list binds to `count` addresses; each use takes the next.
    case severalAddresses(name: String, count: Int)
    /// `child` given a second superview; the first, `kept`, is kept.
    case twoSuperviews(child: String, kept: String)

    // MARK: console-log.trailing-text: text that is not part of a description

    /// A line that is only an elision mark (`...`, `[…]`) left by whoever pasted the log.
    case elision
    /// `text` after a quoted list entry's description; ignored.
    case textAfterDescription(String)

    // MARK: console-log.broken: UIKit's broken constraint

    /// The broken constraint is not among the log's list (the list is cut); it is added.
    case brokenNotListed
    /// The broken constraint is cut off, but its `address` is the listed constraint on `line`.
    case brokenFoundByAddress(address: String, line: Int)
    /// The paste ends before the constraint UIKit broke.
    case brokenNotPasted

    /// Why a description could not be read: each reason is a situation of its
    /// own, `console-log.unreadable.` and its name.
    public indirect enum Unreadable: Equatable, Sendable {
        // MARK: Lines

        /// The unified log printed `<private>` instead of the description.
        case redacted
        /// A line inside a `(` … `)` list that is not a description.
        case notADescription
        /// A description that ends with its line, for the `reason` it could not be read there.
        case cutOff(Unreadable)

        // MARK: The head: class, address, source location, codes, identifier

        /// No `Class:` where a description starts.
        case expectedClassAndAddress
        /// Nothing after the constraint's address.
        case endsAfterAddress
        /// The constraint's address `text` has a byte (`byte`) that is not a hexadecimal digit.
        case constraintAddressNotHexadecimal(String, byte: String)
        /// No address or key after `Class:` (`className`).
        case expectedAddress(className: String)
        /// An `@` not followed by SnapKit's `File.swift#12`.
        case expectedSourceLocation
        /// No blank between the head and the constraint.
        case expectedBlankAfterHead
        /// `h=` and `v=` autoresizing codes that cannot be read.
        case unreadableAutoresizingCodes
        /// An identifier whose closing quote never comes.
        case unclosedIdentifier

        // MARK: The body

        /// `(null)` where the body would be: UIKit printed a constraint with no items.
        case nullBody
        /// A relation between sums of anchors (`(A.leading + B.width)`), which the model does not have.
        case sumOfAnchors
        /// An equation canonical text cannot read (`reason` is its error).
        case equation(CanonicalTextError.Kind)
        /// An item's address `text` has a byte that is not a hexadecimal digit.
        case itemAddressNotHexadecimal(String)
        /// `NSSpace(n` without its `)`.
        case unclosedSystemSpacing
        /// A VFL-like connection that does not start with `-`.
        case expectedConnection
        /// A connection's predicate without its `)`.
        case unclosedConnectionPredicate
        /// A connection's space without the `-` after it.
        case expectedConnectionDash
        /// No `[` where a view must be.
        case expectedView
        /// A view without its `]`.
        case unclosedView
        /// `[]` or `[|]`: brackets with no view.
        case emptyView
        /// A size predicate without its `)`.
        case unclosedSizePredicate
        /// A size predicate's `)` without the view's `]` after it.
        case expectedBracketAfterSize

        // MARK: After the body

        /// `Hug:` without `CompressionResistance:` after it.
        case expectedCompressionResistance
        /// A priority after `^` that is neither a number nor one of Masonry's words.
        case unreadableLibraryPriority
        /// A bracketed description cut off before its `>`.
        case cutOffBeforeClose
        /// Text in a bracketed description where `>` should be.
        case unexpectedText
        /// Text after an unbracketed description.
        case unexpectedTextAfterConstraint
        /// A number (`what`) missing where one must be.
        case expectedNumber(what: String)
        /// A number (`what`) that is not finite.
        case nonFiniteNumber(what: String)
        /// `(active,` without `names:` after it.
        case expectedNames
        /// A suffix in parentheses that is not a state or a names list.
        case unknownSuffix
        /// A description cut off inside its suffix.
        case cutOffInSuffix
        /// A suffix without its `)`.
        case unclosedSuffix
        /// An entry of the names list that is not `NAME:0xADDR`.
        case unreadableNameEntry

        // MARK: Read, but not a constraint

        /// The first item is bound to nothing.
        case firstItemUnbound
        /// The second item is bound to nothing.
        case secondItemUnbound
        /// The `|` of a VFL-like body is bound to nothing.
        case superviewUnbound
        /// A view of a VFL-like body is bound to nothing.
        case viewsUnbound
        /// A constraint Apple rejects (`reason` is its error).
        case invalidConstraint(reason: String)
        /// A VFL-like body whose VFL (`format`) Apple's parser rejects with `reason`.
        case rejectedFormat(String, reason: String)
        /// A VFL-like body that makes `count` constraints, where a description is one.
        case severalConstraints(count: Int)
        /// A priority (`priority`) UIKit does not accept.
        case invalidPriority(String, reason: String)

        /// The name of the situation in its id.
        var name: String {
            switch self {
            case .redacted: return "redacted"
            case .notADescription: return "not-a-description"
            case .cutOff: return "cut-off"
            case .expectedClassAndAddress: return "expected-class-and-address"
            case .endsAfterAddress: return "ends-after-address"
            case .constraintAddressNotHexadecimal: return "constraint-address-not-hexadecimal"
            case .expectedAddress: return "expected-address"
            case .expectedSourceLocation: return "expected-source-location"
            case .expectedBlankAfterHead: return "expected-blank-after-head"
            case .unreadableAutoresizingCodes: return "unreadable-autoresizing-codes"
            case .unclosedIdentifier: return "unclosed-identifier"
            case .nullBody: return "null-body"
            case .sumOfAnchors: return "sum-of-anchors"
            case .equation(let kind):
                return "equation." + kind.id.rawValue.dropFirst("canonical-text.".count)
            case .itemAddressNotHexadecimal: return "item-address-not-hexadecimal"
            case .unclosedSystemSpacing: return "unclosed-system-spacing"
            case .expectedConnection: return "expected-connection"
            case .unclosedConnectionPredicate: return "unclosed-connection-predicate"
            case .expectedConnectionDash: return "expected-connection-dash"
            case .expectedView: return "expected-view"
            case .unclosedView: return "unclosed-view"
            case .emptyView: return "empty-view"
            case .unclosedSizePredicate: return "unclosed-size-predicate"
            case .expectedBracketAfterSize: return "expected-bracket-after-size"
            case .expectedCompressionResistance: return "expected-compression-resistance"
            case .unreadableLibraryPriority: return "unreadable-library-priority"
            case .cutOffBeforeClose: return "cut-off-before-close"
            case .unexpectedText: return "unexpected-text"
            case .unexpectedTextAfterConstraint: return "unexpected-text-after-constraint"
            case .expectedNumber: return "expected-number"
            case .nonFiniteNumber: return "non-finite-number"
            case .expectedNames: return "expected-names"
            case .unknownSuffix: return "unknown-suffix"
            case .cutOffInSuffix: return "cut-off-in-suffix"
            case .unclosedSuffix: return "unclosed-suffix"
            case .unreadableNameEntry: return "unreadable-name-entry"
            case .firstItemUnbound: return "first-item-unbound"
            case .secondItemUnbound: return "second-item-unbound"
            case .superviewUnbound: return "superview-unbound"
            case .viewsUnbound: return "views-unbound"
            case .invalidConstraint: return "invalid-constraint"
            case .rejectedFormat: return "rejected-format"
            case .severalConstraints: return "several-constraints"
            case .invalidPriority: return "invalid-priority"
            }
        }

        /// Why, as the unreadable line gives it after "cannot read this constraint: ".
        public var reason: String {
            switch self {
            case .redacted: return "the unified log redacted this description ('<private>'): nothing can be read"
            case .notADescription: return "this line in the list is not a constraint description"
            case .cutOff(let reason): return "the description is cut off (\(reason.reason))"
            case .expectedClassAndAddress: return "expected a constraint's class and address, such as 'NSLayoutConstraint:0x6000…'"
            case .endsAfterAddress: return "the description ends after its address"
            case .constraintAddressNotHexadecimal(let text, let byte):
                return "'\(text)' is not an address: '\(byte)' is not a hexadecimal digit"
            case .expectedAddress(let className): return "expected the constraint's address after '\(className):'"
            case .expectedSourceLocation: return "expected SnapKit's source location, 'File.swift#12', after '@'"
            case .expectedBlankAfterHead: return "expected a blank and the constraint after its head"
            case .unreadableAutoresizingCodes: return "unreadable autoresizing codes"
            case .unclosedIdentifier: return "the identifier has no closing quote"
            case .nullBody: return "UIKit printed '(null)' for this constraint: it has no items and no relation"
            case .sumOfAnchors:
                return "a relation between sums of anchors (an anchor made from two anchors); the model relates one attribute to one other"
            case .equation(let kind): return kind.message
            case .itemAddressNotHexadecimal(let text): return "'\(text)' is not an address: it has a byte that is not a hexadecimal digit"
            case .unclosedSystemSpacing: return "expected ')' after the system spacing"
            case .expectedConnection: return "expected '-' and a space in parentheses"
            case .unclosedConnectionPredicate: return "expected ')' after the connection's predicate"
            case .expectedConnectionDash: return "expected '-' after the connection's space"
            case .expectedView: return "expected '[' and a view"
            case .unclosedView: return "the view has no closing ']'"
            case .emptyView: return "expected a view between the brackets"
            case .unclosedSizePredicate: return "expected ')' after the size predicate"
            case .expectedBracketAfterSize: return "expected ']' after the size predicate"
            case .expectedCompressionResistance: return "expected 'CompressionResistance:' after the hugging priority"
            case .unreadableLibraryPriority: return "unreadable priority after '^'"
            case .cutOffBeforeClose: return "the description is cut off before its closing '>'"
            case .unexpectedText: return "unexpected text in the description"
            case .unexpectedTextAfterConstraint: return "unexpected text after the constraint"
            case .expectedNumber(let what): return "expected \(what)"
            case .nonFiniteNumber(let what): return "expected \(what), a finite number"
            case .expectedNames: return "expected 'names:' after the state"
            case .unknownSuffix: return "unknown suffix"
            case .cutOffInSuffix: return "the description is cut off inside its suffix"
            case .unclosedSuffix: return "expected ')' to close the suffix"
            case .unreadableNameEntry: return "unreadable entry in the names list"
            case .firstItemUnbound: return "its first item could not be bound"
            case .secondItemUnbound: return "its second item could not be bound"
            case .superviewUnbound: return "its '|' could not be bound"
            case .viewsUnbound: return "its views could not be bound"
            case .invalidConstraint(let reason): return "it is not a constraint UIKit can make: \(reason)"
            case .rejectedFormat(let format, let reason): return "its VFL '\(format)' is rejected: \(reason)"
            case .severalConstraints(let count): return "it describes \(count) constraints; a description holds one"
            case .invalidPriority(let priority, let reason): return "its priority \(priority) is not one UIKit accepts: \(reason)"
            }
        }

        /// What would have been read there, in words.
        public var expected: String? {
            switch self {
            case .notADescription: return "a description such as '<NSLayoutConstraint:0x… …>'"
            case .cutOff(let reason): return reason.expected
            case .constraintAddressNotHexadecimal, .expectedAddress, .itemAddressNotHexadecimal:
                return "an address, 0x and hexadecimal digits"
            case .unreadableAutoresizingCodes: return "codes such as 'h=--& v=--&'"
            case .unclosedIdentifier: return "an identifier, 'name', then the constraint"
            case .sumOfAnchors: return "an equation 'A.attr == B.attr * m + c' or a VFL-like body"
            case .equation: return "an equation such as 'UIView:0x7f….width == 20'"
            case .expectedConnection: return "a connection such as '-(8)-'"
            case .unclosedConnectionPredicate, .unclosedSizePredicate, .cutOffInSuffix, .unclosedSuffix: return "')'"
            case .expectedConnectionDash: return "'-'"
            case .expectedView: return "a view in brackets"
            case .unclosedView, .expectedBracketAfterSize: return "']'"
            case .unreadableLibraryPriority:
                return "a number, 'UILayoutPriority(rawValue: 999.0)' or Masonry's 'high', 'low', 'medium', 'required', 'fitting size'"
            case .cutOffBeforeClose, .unexpectedText: return "'>' (or a priority, or the '(active)' suffix)"
            case .unexpectedTextAfterConstraint: return "the end of the line"
            case .expectedNames: return "'names:'"
            case .unknownSuffix: return "'(active)', '(inactive)', '(active, names: …)' or '(Names: …)'"
            case .unreadableNameEntry: return "'NAME:0xADDR' or ''|':Class:0xADDR'"
            default: return nil
            }
        }

        /// Whether the reason already says that the description is cut off.
        var isCutOff: Bool {
            switch self {
            case .cutOff, .cutOffBeforeClose, .cutOffInSuffix: return true
            default: return false
            }
        }
    }

    public var id: DiagnosticID {
        switch self {
        case .unreadable(let reason): return DiagnosticID("console-log.unreadable." + reason.name)
        case .readThroughDamage: return "console-log.repaired.damage"
        case .unsignedSystemSpacing: return "console-log.repaired.unsigned-system-spacing"
        case .duplicate: return "console-log.duplicate"
        case .superviewAssumed: return "console-log.item.superview-assumed"
        case .twoClasses: return "console-log.item.two-classes"
        case .unboundName: return "console-log.item.unbound-name"
        case .severalAddresses: return "console-log.item.several-addresses"
        case .twoSuperviews: return "console-log.item.two-superviews"
        case .elision: return "console-log.trailing-text.elision"
        case .textAfterDescription: return "console-log.trailing-text.after-description"
        case .brokenNotListed: return "console-log.broken.not-listed"
        case .brokenFoundByAddress: return "console-log.broken.found-by-address"
        case .brokenNotPasted: return "console-log.broken.not-pasted"
        }
    }

    /// An unreadable line is an error; damage read through, an unclear item
    /// and a broken constraint the paste leaves out are warnings; the rest notes.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unreadable: return .error
        case .readThroughDamage, .superviewAssumed, .twoClasses, .unboundName, .severalAddresses, .twoSuperviews, .brokenNotPasted:
            return .warning
        case .unsignedSystemSpacing, .duplicate, .elision, .textAfterDescription, .brokenNotListed, .brokenFoundByAddress:
            return .note
        }
    }

    public var message: String {
        switch self {
        case .unreadable(let reason): return "cannot read this constraint: \(reason.reason)"
        case .readThroughDamage(let repairs): return "read through damage: " + repairs.joined(separator: "; ")
        case .unsignedSystemSpacing(let points):
            return "UIKit prints no sign before the system spacing after an equation; it is read as + \(points), as the anchor APIs make it"
        case .duplicate: return "this constraint is listed twice; it is counted once"
        case .superviewAssumed(let child): return "the log does not say what '|' stands for; it is taken as the superview of \(child)"
        case .twoClasses(let address, let known, let className):
            return "\(address) is printed as \(known) and as \(className); it is taken as one object"
        case .unboundName(let name): return "'\(name)' is not bound to an address by the names list; it is taken as an object of its own"
        case .severalAddresses(let name, let count):
            return "the names list binds '\(name)' to \(count) addresses; each use takes the next one in order"
        case .twoSuperviews(let child, let kept): return "\(child) is given two superviews; the first, \(kept), is kept"
        case .elision: return "an elision by whoever pasted the log: the lines left out cannot be read"
        case .textAfterDescription(let text): return "text after the description is not part of it and is ignored: \(text)"
        case .brokenNotListed: return "UIKit broke a constraint that the list does not show (the list is cut)"
        case .brokenFoundByAddress(let address, let line):
            return "the broken constraint is cut off, but its address \(address) is the constraint on line \(line)"
        case .brokenNotPasted: return "the paste ends before the constraint UIKit broke: which one it was is not known"
        }
    }

    public var expected: String? {
        guard case .unreadable(let reason) = self else { return nil }
        return reason.expected
    }
}
