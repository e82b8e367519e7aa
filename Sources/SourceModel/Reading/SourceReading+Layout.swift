import Constraints
import Layout

extension SourceReading {
    /// Why a file cannot be laid out: metrics its active constraints name
    /// that have no value (give them with `--metric`), one diagnostic per metric
    /// at its first use.
    public var metricsWithoutValues: [Diagnostic] {
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for source in constraints where source.constraint.isActive {
            for name in source.constraint.metricNames where seen.insert(name).inserted {
                diagnostics.append(Diagnostic(SourceDiagnostic.metricWithoutValue(name: name, constraint: "\(source.constraint)"), at: source.location))
            }
        }
        return diagnostics
    }

    /// Lays out the file's active constraints in a container of `size`: the
    /// views at the top of what the file builds, which it adds to no other
    /// (a view controller's `view`, a cell's `contentView`, `self`), fill the container.
    public func layout(containerSize size: LayoutSize, standardSpacing: StandardSpacing) -> LayoutResult {
        for placeholder in root.subviews {
            for view in [placeholder] + placeholder.subviews {
                view.translatesAutoresizingMaskIntoConstraints = true
                view.frame = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
            }
        }
        return LayoutEngine(root: root, containerSize: size, standardSpacing: standardSpacing).layout()
    }

    /// Whether `view` is one the reader made up: the superview it gives the
    /// views at the top of what the file builds (`X.superview`, for a view the
    /// file adds nowhere), which the report neither lists nor warns about.
    public func isStandIn(_ view: LayoutView) -> Bool {
        view.superview === root
    }

    /// The names of the views the file builds, in tree order, for a report.
    public var viewNames: [String] {
        var names: [String] = []
        func visit(_ view: LayoutView) {
            if !names.contains(view.name) { names.append(view.name) }
            view.subviews.forEach(visit)
        }
        root.subviews.flatMap(\.subviews).forEach(visit)
        return names
    }

    /// The views of the file named `name` (two types may each have a `titleLabel`).
    /// The class of each view the file declares (by the last part of its name), `self` being the
    /// first class the file declares: what a console log would print for it.
    public var viewClasses: [ObjectIdentifier: String] {
        var classes: [ObjectIdentifier: String] = [:]
        func visit(_ view: LayoutView) {
            let name = ItemReference.lastPart(of: view.name)
            if let className = declaredClasses[name] ?? (name == "self" ? declaredTypes.first : nil) { classes[ObjectIdentifier(view)] = className }
            view.subviews.forEach(visit)
        }
        visit(root)
        return classes
    }

    public func views(named name: String) -> [LayoutView] {
        var found: [LayoutView] = []
        func visit(_ view: LayoutView) {
            if view.name == name { found.append(view) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
