import Constraints
import Layout

/// What `check` reports for an Interface Builder document, each at its
/// element's line and column: what could not be read, ids that name nothing,
/// and for every scene laid out at its stored size for the document's
/// traits, each required constraint that cannot hold (an error, with the
/// constraints it conflicts with), each view the constraints leave
/// ambiguous, and each other view whose frame will be different at run time (warnings).
public enum IBCheck {
    /// The diagnostics of `document`, in document order.
    public static func diagnostics(of document: IBDocument) -> [Diagnostic] {
        var diagnostics = document.diagnostics
        for scene in document.scenes {
            let layout = IBSceneLayout(document: document, scene: scene)
            diagnostics += layout.diagnostics.filter { $0.severity != .note }
            let result = layout.layout()
            let stored = Dictionary(layout.constraints.map { (ObjectIdentifier($0.constraint), $0.stored) }, uniquingKeysWith: { first, _ in first })
            let storedViews = Dictionary(layout.views.map { (ObjectIdentifier($0.view), $0.stored) }, uniquingKeysWith: { first, _ in first })
            func name(_ rule: LayoutRule) -> String {
                guard case .constraint(let constraint) = rule, let element = stored[ObjectIdentifier(constraint)] else { return rule.description }
                return "\(element.id) (\(constraint))"
            }
            for broken in result.broken {
                guard case .constraint(let constraint) = broken.rule, let element = stored[ObjectIdentifier(constraint)] else { continue }
                let message = IBMessage.unsatisfiable(
                    constraint: element.id, text: "\(constraint)", others: broken.conflictsWith.map(name))
                diagnostics.append(document.diagnostic(message, at: element.range))
            }
            var ambiguous: Set<ObjectIdentifier> = []
            for item in result.ambiguous {
                guard let view = item.item as? LayoutView, let element = storedViews[ObjectIdentifier(view)], !element.isAmbiguous else { continue }
                ambiguous.insert(ObjectIdentifier(view))
                diagnostics.append(document.diagnostic(.ambiguous(view: view.name, attributes: item.attributes.map(\.name)), at: element.range))
            }
            for (element, view) in layout.constraintPlacedViews where !ambiguous.contains(ObjectIdentifier(view)) {
                guard let want = element.frame, let got = layout.documentFrame(of: view, in: result),
                      [want.x - got.x, want.y - got.y, want.width - got.width, want.height - got.height].contains(where: { abs($0) > 0.5 })
                else { continue }
                diagnostics.append(document.diagnostic(.misplaced(view: view.name, stored: text(want), laidOut: text(got)), at: element.range))
            }
        }
        return diagnostics.sorted { ($0.range?.start ?? SourceLocation(line: 0, column: 0)) < ($1.range?.start ?? SourceLocation(line: 0, column: 0)) }
    }

    private static func text(_ frame: LayoutRect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { CanonicalNumber.text(for: $0) }.joined(separator: " ")
    }
}
