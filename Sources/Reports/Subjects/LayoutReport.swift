import Constraints
import Layout

/// A finished layout, what `vfl-tool layout` reports: the frames of the
/// named views, the constraints that had to be broken and where they were
/// written, the ambiguous views with why and a hint, and warnings. Every
/// reporter writes it (`TextReporter`, `JSONReporter`, `SVGReporter`).
///
/// Constraints print in canonical text with the standard space resolved by
/// the report's `StandardSpacing`; rules the engine made itself are suffixed
/// with what they are, such as `(intrinsic content size)` or `(container)`.
/// Each rendering is computed when asked for, in time linear in the layout.
public struct LayoutReport {
    let result: LayoutResult
    let viewNames: [String]
    let standardSpacing: StandardSpacing
    private let locate: (LayoutConstraint) -> SourceRange?
    let advice: LayoutAdvice
    /// What the input's document says of the views beside their constraints.
    public let annotations: LayoutAnnotations
    /// The views whose laid-out frame is not the one their document stored.
    public let misplaced: [(view: LayoutView, stored: LayoutRect, laidOut: LayoutRect)]

    /// A report of `result` giving the frames of the views named `viewNames`,
    /// in that order, with standard spaces resolved by `standardSpacing`.
    /// `locate` says where a constraint was written (a scene file's line);
    /// without it, a constraint's own origin does (a VFL format and column).
    /// No warning is about a view for which `isStandIn` is true (one the
    /// reader of the input made up).
    public init(
        _ result: LayoutResult, viewNames: [String], standardSpacing: StandardSpacing,
        locate: @escaping (LayoutConstraint) -> SourceRange? = { _ in nil },
        isStandIn: (LayoutView) -> Bool = { _ in false }, annotations: LayoutAnnotations = LayoutAnnotations()
    ) {
        self.result = result
        self.viewNames = viewNames
        self.standardSpacing = standardSpacing
        self.locate = locate
        self.annotations = annotations
        advice = result.frames.first.map { LayoutAdvice(result, root: $0.view, isStandIn: isStandIn) } ?? LayoutAdvice.none
        misplaced = result.frames.compactMap { view, frame in
            guard let stored = annotations.storedFrames[ObjectIdentifier(view)] else { return nil }
            let reported = Self.reported(frame, of: view, in: result, annotations: annotations)
            return stored.isClose(to: reported) ? nil : (view, stored, reported)
        }
    }

    /// `frame`, the frame of `view` in `result`, as its document measures it: from the superview's bottom
    /// left where the annotations say the document measures the superview's subviews so.
    private static func reported(_ frame: LayoutRect, of view: LayoutView, in result: LayoutResult, annotations: LayoutAnnotations) -> LayoutRect {
        guard let superview = view.superview, annotations.bottomLeftOrigins.contains(ObjectIdentifier(superview)),
              let parent = result.frame(of: superview)
        else { return frame }
        return frame.flippedVertically(within: parent.height)
    }

    /// Whether a required constraint had to be broken or a view is ambiguous (what `--strict` fails on).
    public var hasProblems: Bool { !result.broken.isEmpty || !result.ambiguous.isEmpty }

    /// The frame of every view, each with its name and the id its document gives it.
    public var frames: [(name: String, id: String?, frame: LayoutRect)] {
        result.frames.map { ($0.view.name, annotations.ids[ObjectIdentifier($0.view)], Self.reported($0.frame, of: $0.view, in: result, annotations: annotations)) }
    }

    // MARK: Shared

    /// The frame of each named view in the layout, in the order of the names
    /// (the first view of a name, in tree order).
    var namedFrames: [(name: String, frame: LayoutRect, id: String?)] {
        let byName = Dictionary(
            result.frames.map { entry in
                (entry.view.name, (Self.reported(entry.frame, of: entry.view, in: result, annotations: annotations), annotations.ids[ObjectIdentifier(entry.view)]))
            }, uniquingKeysWith: { first, _ in first })
        return viewNames.compactMap { name in byName[name].map { (name, $0.0, $0.1) } }
    }

    /// The line under `broken: …`: what it conflicts with, or why it was broken.
    func explanation(of broken: LayoutResult.BrokenRule) -> String {
        guard broken.reason == .conflict else { return "  because: \(broken.reason)" }
        return "  conflicts with: " + broken.conflictsWith.map(text(of:)).joined(separator: ", ")
    }

    func text(of rule: LayoutRule) -> String { rule.text(resolving: standardSpacing) }

    /// Where a rule was written: the caller's location of its constraint, else
    /// the VFL format and column or DSL call it came from; `nil` for rules the
    /// engine made itself.
    func location(of rule: LayoutRule) -> String? {
        guard case .constraint(let constraint) = rule else { return nil }
        if let range = locate(constraint) { return range.description }
        switch constraint.origin {
        case .visualFormat(let format, let range): return "'\(format)', column \(range.start.column)"
        case .dsl(let range), .sourceCode(let range), .consoleLog(let range): return range.description
        case .canonicalText, .unspecified: return nil
        }
    }

}
