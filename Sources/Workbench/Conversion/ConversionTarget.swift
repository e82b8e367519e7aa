import Constraints
import Layout
import MasonrySource
import Reports
import Scenes
import SourceModel

/// What `convert` writes: canonical text, JSON, source code in one of the
/// notations the package writes, or a scene file.
public enum ConversionTarget: String, CaseIterable, Sendable {
    case canonical
    case json
    case vfl
    case snapkit
    case anchors
    case masonry
    case scene

    /// Whether the target is source code (Swift, or Objective-C for Masonry), whose names must be identifiers.
    public var isSourceCode: Bool { ![.canonical, .json, .scene].contains(self) }

    /// `document` written in this target: the text, and a note for every
    /// name a source writer had to change to make it an identifier (a log's
    /// `UILabel:0x7f8b…` is written `uiLabel_7f8b…`).
    public func write(_ document: ConstraintDocument, standardSpacing spacing: StandardSpacing) -> Conversion {
        switch self {
        case .json:
            let text = JSONReporter().conversion(
                document.constraints, placements: document.placements, diagnostics: document.diagnostics.map(\.diagnostic),
                standardSpacing: spacing)
            return Conversion(text: text, notes: [])
        case .canonical:
            return Conversion(text: TextReporter().constraints(document.constraints, standardSpacing: spacing), notes: [])
        case .scene:
            return Conversion(text: SceneFileWriter().write(ScreenDocument.screen(of: document.constraints)), notes: [])
        case .vfl, .snapkit, .anchors, .masonry:
            let renaming = SwiftIdentifierRenaming(document.constraints)
            let notes = renaming.renamed.map { "\($0.original) is written as \($0.identifier)" }
            let text = withExtendedLifetime(renaming) { writeSource(renaming.constraints, spacing: spacing) }
            return Conversion(text: text, notes: notes)
        }
    }

    /// `constraints` in this target's source, then `sizeClassConstraints` switched by size class where
    /// the target can say it (VFL cannot: it writes none of them).
    func writeSource(
        _ constraints: [LayoutConstraint], sizeClassConstraints: [SizeClassConstraints] = [], spacing: StandardSpacing,
        framework: ViewFramework = .uiKit
    ) -> String {
        switch self {
        case .vfl: return VisualFormatSwiftWriter(spacing: spacing).write(constraints)
        case .snapkit: return SnapKitWriter(spacing: spacing).write(constraints, sizeClassConstraints: sizeClassConstraints)
        case .anchors: return AnchorWriter(framework: framework).write(constraints, sizeClassConstraints: sizeClassConstraints)
        case .masonry: return MasonryWriter(spacing: spacing).write(constraints, sizeClassConstraints: sizeClassConstraints)
        case .canonical, .json, .scene: return ""
        }
    }
}

/// What `convert` made: the text, and notes about names it changed.
public struct Conversion: Sendable {
    public let text: String
    public let notes: [String]
}
