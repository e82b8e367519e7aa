import Constraints
import Layout
import MasonrySource
import Reports
import Scenes
import SourceModel

/// What `convert` made of its input: the text and notes, and the diagnostics of what it read.
public struct ConversionRun {
    public let conversion: Conversion
    public let diagnostics: [RenderedDiagnostic]
    /// Whether any input was rejected.
    public let hasErrors: Bool
}

extension ConversionTarget {
    /// Reads `input` and writes it in this target: whole screens for `withViews` and for an Interface
    /// Builder document written as a scene file (views and all), else the constraints.
    public func convert(_ input: DocumentInput, as notation: Notation, options: ReadingOptions, withViews: Bool = false) throws(WorkbenchError)
        -> ConversionRun
    {
        if withViews || (self == .scene && notation == .interfaceBuilder) {
            guard withViews == false || isSourceCode else {
                throw .usage("--with-views writes code: use it with --to vfl, snapkit, anchors or masonry")
            }
            let screens = try ScreenDocument.read(input, as: notation, options: options, withViews: withViews)
            return ConversionRun(
                conversion: write(screens, standardSpacing: options.standardSpacing), diagnostics: screens.diagnostics, hasErrors: screens.hasErrors)
        }
        return convert(try ConstraintDocument.read(input, as: notation, options: options), standardSpacing: options.standardSpacing)
    }

    /// `document`'s constraints written in this target, with the diagnostics of their reading.
    public func convert(_ document: ConstraintDocument, standardSpacing: StandardSpacing) -> ConversionRun {
        ConversionRun(conversion: write(document, standardSpacing: standardSpacing), diagnostics: document.diagnostics, hasErrors: document.hasErrors)
    }

    /// Whole screens written in this target (`convert --with-views`, `--to scene`): a scene file for
    /// each, or for code, each screen under a heading, its views then its constraints, and what is
    /// not written as comments. Canonical text and JSON have no views: they are written from the
    /// constraints alone.
    public func write(_ document: ScreenDocument, standardSpacing spacing: StandardSpacing) -> Conversion {
        var notes: [String] = []
        var sections: [String] = []
        for var screen in document.screens {
            notes += screen.notes
            if !saysSizeClasses {
                let target = self == .scene ? "a scene file" : self == .vfl ? "VFL" : "canonical text"
                screen.unwritten += screen.otherSizeClassesConstraints.map {
                    UnwrittenConstraint(text: $0.text, reason: "\($0.reason), and \(target) cannot switch constraints by size class")
                }
            }
            notes += screen.unwritten.map { "\($0.text) is not written: \($0.reason)" }
            switch self {
            case .scene:
                sections.append(SceneFileWriter().write(screen))
            case .canonical, .json:
                sections.append(TextReporter().constraints(screen.constraints, standardSpacing: spacing))
            case .vfl, .snapkit, .anchors, .masonry:
                sections.append(code(for: screen, spacing: spacing, notes: &notes))
            }
        }
        if self == .scene, document.screens.count > 1 {
            notes.append("\(document.screens.count) screens: a scene file holds one, so each starts at its own heading and container line")
        }
        return Conversion(text: sections.joined(separator: "\n"), notes: notes)
    }

    /// One screen's code: heading, views, constraints (those only some size classes install switched by
    /// size class where the target can say it), and comments for what is not written.
    private func code(for screen: ScreenDeclaration, spacing: StandardSpacing, notes: inout [String]) -> String {
        var text = "// MARK: - \(screen.title) (\(screen.origin))\n"
        let views = self == .masonry ? MasonryViewWriter().write(screen) : SwiftViewWriter().write(screen)
        if !views.isEmpty { text += views + "\n" }
        let always = saysSizeClasses ? screen.constraintsForEverySizeClass : screen.constraints
        let renamings = [SwiftIdentifierRenaming(always)] + (saysSizeClasses ? screen.sizeClassConstraints : []).map { SwiftIdentifierRenaming($0.constraints) }
        for renamed in renamings.flatMap(\.renamed) where !notes.contains("\(renamed.original) is written as \(renamed.identifier)") {
            notes.append("\(renamed.original) is written as \(renamed.identifier)")
        }
        let groups = zip(screen.sizeClassConstraints, renamings.dropFirst()).map {
            SizeClassConstraints(sizeClasses: $0.sizeClasses, constraints: $1.constraints)
        }
        text += withExtendedLifetime(renamings) { writeSource(renamings[0].constraints, sizeClassConstraints: groups, spacing: spacing, framework: screen.framework) }
        return text + comments(screen)
    }

    /// Whether the target's code can switch constraints by size class: SnapKit, anchors and Masonry can;
    /// VFL, which writes for the screen's own size classes, and a scene file cannot.
    private var saysSizeClasses: Bool { [.snapkit, .anchors, .masonry].contains(self) }

    /// A comment for each note and for each constraint not written.
    private func comments(_ screen: ScreenDeclaration) -> String {
        var text = ""
        for note in screen.notes { text += "// \(note)\n" }
        for unwritten in screen.unwritten { text += "// not written: \(unwritten.text) (\(unwritten.reason))\n" }
        return text
    }
}
