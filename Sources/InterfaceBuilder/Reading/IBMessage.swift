import Constraints

/// Everything the Interface Builder reader and its layout say, one case per
/// situation, each with its id (`ib.…`), severity and words.
public enum IBMessage: DiagnosticMessage, Equatable, Sendable {
    /// The file is not XML the reader can read.
    case malformedXML(String)
    /// The document declares a DTD, where entities live; Interface Builder never writes one.
    case documentTypeDeclared
    /// Elements nest deeper than any document does.
    case tooDeep(limit: Int)
    /// The file is empty.
    case empty
    /// The root element is not `<document>`.
    case notADocument(root: String)
    /// A pre-Xcode 5 `<archive>` document.
    case archiveFormat
    /// A constraint's attribute is not one Auto Layout has.
    case unknownAttribute(constraint: String, name: String)
    /// A constraint's relation is not `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    case unknownRelation(constraint: String, name: String)
    /// A constraint's multiplier cannot be read as a number, a ratio or a fraction.
    case unreadableMultiplier(constraint: String, text: String)
    /// A constraint names an item the document does not hold.
    case missingItem(constraint: String, item: String)
    /// A constraint IB removes at build time (`placeholder="YES"`): not applied.
    case placeholderConstraint(constraint: String)
    /// A constraint that UIKit would refuse (attributes of two axes, a size against a position).
    case invalidConstraint(constraint: String, reason: String)
    /// A constraint that a size-class variation uninstalls for the traits laid out.
    case notInstalled(constraint: String, traits: String)
    /// A constraint that relates a view a size-class variation uninstalls for the traits laid out.
    case viewNotInstalled(constraint: String, view: String, traits: String)
    /// The document's device is not one the package knows.
    case unknownDevice(id: String, approximatedBy: String?)
    /// A scene has no root view to lay out (a navigation or tab bar controller).
    case sceneWithoutView(scene: String)
    /// A required constraint that cannot hold with others when the scene is laid out.
    case unsatisfiable(constraint: String, text: String, others: [String])
    /// A view whose place or size the constraints leave open.
    case ambiguous(view: String, attributes: [String])
    /// A view whose laid-out frame is not the one the document stored.
    case misplaced(view: String, stored: String, laidOut: String)

    /// The id tools and tests rely on.
    public var id: DiagnosticID {
        switch self {
        case .malformedXML: return "ib.xml.malformed"
        case .documentTypeDeclared: return "ib.xml.document-type"
        case .tooDeep: return "ib.xml.too-deep"
        case .empty: return "ib.xml.empty"
        case .notADocument: return "ib.document.not-interface-builder"
        case .archiveFormat: return "ib.document.archive-format"
        case .unknownAttribute: return "ib.constraint.unknown-attribute"
        case .unknownRelation: return "ib.constraint.unknown-relation"
        case .unreadableMultiplier: return "ib.constraint.unreadable-multiplier"
        case .missingItem: return "ib.constraint.missing-item"
        case .placeholderConstraint: return "ib.constraint.placeholder"
        case .invalidConstraint: return "ib.constraint.invalid"
        case .notInstalled: return "ib.constraint.not-installed"
        case .viewNotInstalled: return "ib.constraint.view-not-installed"
        case .unknownDevice: return "ib.document.unknown-device"
        case .sceneWithoutView: return "ib.scene.without-view"
        case .unsatisfiable: return "ib.layout.unsatisfiable"
        case .ambiguous: return "ib.layout.ambiguous"
        case .misplaced: return "ib.layout.misplaced"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .malformedXML, .documentTypeDeclared, .tooDeep, .empty, .notADocument, .archiveFormat, .missingItem, .invalidConstraint,
             .unsatisfiable:
            return .error
        case .unknownAttribute, .unknownRelation, .unreadableMultiplier, .unknownDevice, .ambiguous, .misplaced:
            return .warning
        case .placeholderConstraint, .notInstalled, .viewNotInstalled, .sceneWithoutView:
            return .note
        }
    }

    public var message: String {
        switch self {
        case .malformedXML(let reason): return "not an Interface Builder document: \(reason)"
        case .documentTypeDeclared:
            return "the document declares a DTD (<!DOCTYPE>), which Interface Builder never writes; entities are not read, so the file is refused"
        case .tooDeep(let limit): return "elements nest more than \(limit) deep; the file is refused"
        case .empty: return "the file is empty"
        case .notADocument(let root): return "the root element is <\(root)>, not an Interface Builder <document>"
        case .archiveFormat:
            return "a pre-Xcode 5 <archive> document: open and save it in Xcode 5 or later to read its constraints"
        case .unknownAttribute(let constraint, let name): return "constraint \(constraint) has the attribute '\(name)', which Auto Layout does not have; skipped"
        case .unknownRelation(let constraint, let name): return "constraint \(constraint) has the relation '\(name)'; skipped"
        case .unreadableMultiplier(let constraint, let text): return "constraint \(constraint) has the multiplier '\(text)', which is not a number, ratio or fraction; skipped"
        case .missingItem(let constraint, let item): return "constraint \(constraint) relates \(item), which the document does not hold"
        case .placeholderConstraint(let constraint):
            return "constraint \(constraint) is a placeholder, removed at build time (placeholder=\"YES\"); not applied"
        case .invalidConstraint(let constraint, let reason): return "UIKit refuses constraint \(constraint): \(reason)"
        case .notInstalled(let constraint, let traits): return "constraint \(constraint) is not installed for \(traits)"
        case .viewNotInstalled(let constraint, let view, let traits):
            return "constraint \(constraint) relates \(view), which is not installed for \(traits); not applied"
        case .unknownDevice("mac", nil):
            return "the device 'mac' is a Mac Catalyst window, whose size the package does not know; scenes are laid out at their "
                + "root view's size, regular both ways in the Mac's idiom, without a safe area"
        case .unknownDevice(let id, nil):
            return "the device '\(id)' is not one the package knows; scenes are laid out at their root view's size, without a safe area"
        case .unknownDevice(let id, let known?):
            return "the device '\(id)' is not one the package knows; scenes are laid out with the screen and safe area of '\(known)', the newest iPhone it knows"
        case .sceneWithoutView(let scene): return "scene \(scene) has no root view to lay out"
        case .unsatisfiable(let constraint, let text, let others):
            return "constraint \(constraint) (\(text)) cannot hold together with " + others.joined(separator: ", ")
        case .ambiguous(let view, let attributes):
            return "the constraints leave \(view)'s " + attributes.joined(separator: ", ") + " open"
        case .misplaced(let view, let stored, let laidOut):
            return "the frame of \(view) will be different at run time: stored \(stored), laid out \(laidOut)"
        }
    }

    /// What was expected instead, when the message says.
    public var expected: String? {
        switch self {
        case .unknownAttribute: return "an attribute such as leading, top, width, centerX, firstBaseline or leadingMargin"
        case .unknownRelation: return "equal, lessThanOrEqual or greaterThanOrEqual"
        case .unreadableMultiplier: return "a multiplier such as 0.5, 3:4 or 1/3"
        case .missingItem: return "the id of a view or layout guide of the document"
        default: return nil
        }
    }

    /// A message and the bytes of the element it is about.
    struct Located {
        let message: IBMessage
        let range: Range<Int>?

        init(_ message: IBMessage, _ range: Range<Int>?) {
            self.message = message
            self.range = range
        }
    }
}
