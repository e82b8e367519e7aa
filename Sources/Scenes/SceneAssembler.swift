import Constraints
import Layout
import VFL

/// Applies the statements of a scene file: first the container, views,
/// metrics and spacing wherever they stand, then the constraints in file
/// order. Names no statement declares become views in the container when the
/// file declares none; otherwise they are errors.
struct SceneAssembler {
    private let file: String?
    private(set) var scene = Scene()
    private(set) var containerSize: LayoutSize?
    /// The container's screen's pixels per point (`scale`), if the file gives it.
    private(set) var pixelScale: Double?
    private(set) var standardSpacing: StandardSpacing?
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var locations: [ObjectIdentifier: SourceRange] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var metrics: [String: Double] = [:]
    private var impliesViews = true
    /// The stack views, in the order they were declared, and the views arranged in one, with where each is declared.
    private var stacks: [(view: LayoutView, arrangement: StackViewArrangement)] = []
    /// Whether the container says its views are AppKit's (`appkit`).
    private var isAppKit = false
    private var arranged: [(view: LayoutView, range: SourceRange)] = []

    init(file: String?) {
        self.file = file
    }

    mutating func apply(_ statements: [(statement: SceneStatement, line: SourceRange)]) {
        declare(statements)
        reportArrangedOutsideStacks()
        if !isAppKit { installStacks() }
        for (statement, _) in statements {
            switch statement {
            case .visualFormat(let format, let options, let lineMetrics):
                addVisualFormat(format, options: options, metrics: lineMetrics)
            case .constraint(let text):
                addConstraint(text)
            case .container, .view, .metric, .spacing, .include:
                continue
            }
        }
        if isAppKit { installStacks() }
    }

    private mutating func reportArrangedOutsideStacks() {
        for (view, range) in arranged where !stacks.contains(where: { $0.view === view.superview }) {
            report(.arrangedOutsideStack(view: view.name, parent: view.superview?.name ?? scene.container.name), at: range)
        }
    }

    /// Each stack view's arrangement of the views declared `arranged` in it: a `UIStackView`'s before the
    /// file's constraints, as Xcode's canvas for iOS makes them, so that of a conflict between the two the
    /// file's constraint breaks; in a container of AppKit views (`appkit`), after them, as Xcode's canvas
    /// for macOS makes an `NSStackView`'s.
    private mutating func installStacks() {
        for (stack, declared) in stacks {
            let items = stack.subviews.filter { subview in arranged.contains { $0.view === subview } }
            var arrangement = declared
            arrangement.framework = isAppKit ? .appKit : .uiKit
            constraints += arrangement.install(in: stack, arranged: items)
        }
    }

    // MARK: Declarations

    /// The container, views, metrics and spacing, in that order of effect.
    private mutating func declare(_ statements: [(statement: SceneStatement, line: SourceRange)]) {
        var containerDeclared = false
        var declared: [(name: SceneToken, attributes: [SceneStatement.ViewAttribute])] = []
        var containerAttributes: [SceneStatement.ViewAttribute] = []
        for (statement, line) in statements {
            switch statement {
            case .container(let name, let size, let attributes):
                guard !containerDeclared else {
                    report(.containerDeclaredTwice, at: line)
                    continue
                }
                containerDeclared = true
                if let name { scene = Scene(containerName: name.text) }
                containerSize = size
                containerAttributes = attributes
            case .view(let name, let attributes):
                declared.append((name, attributes))
            case .metric(let name, let value):
                metrics[name] = value
            case .spacing(let spacing):
                standardSpacing = spacing
            case .visualFormat, .constraint, .include:
                continue
            }
        }
        apply(containerAttributes, to: scene.container)
        impliesViews = declared.isEmpty
        var seen: Set<String> = [scene.container.name]
        for (name, _) in declared {
            guard seen.insert(name.text).inserted else {
                report(.viewDeclaredTwice(name.text), at: name.range)
                continue
            }
            scene.addView(named: name.text).translatesAutoresizingMaskIntoConstraints = false
        }
        for (name, attributes) in declared {
            guard let view = scene[name.text], view !== scene.container else { continue }
            apply(attributes, to: view, declaredAt: name.range)
        }
    }

    /// Sets what a `view` or `container` statement says.
    private mutating func apply(_ attributes: [SceneStatement.ViewAttribute], to view: LayoutView, declaredAt range: SourceRange? = nil) {
        for attribute in attributes {
            switch attribute {
            case .parent(let name):
                guard let parent = scene[name.text] else {
                    report(
                        .unknownParent(name.text, view: view.name, container: scene.container.name), at: name.range,
                        suggestion: suggestion(for: name.text))
                    continue
                }
                guard !parent.isDescendant(of: view) else {
                    report(.parentInsideView(view: view.name, parent: name.text), at: name.range)
                    continue
                }
                parent.addSubview(view)
            case .intrinsicSize(let size): view.intrinsicContentSize = size
            case .drawnSize(let size): view.drawnSize = size
            case .hugging(let horizontal, let vertical):
                view.setContentHuggingPriority(horizontal, for: .horizontal)
                view.setContentHuggingPriority(vertical, for: .vertical)
            case .compressionResistance(let horizontal, let vertical):
                view.setContentCompressionResistancePriority(horizontal, for: .horizontal)
                view.setContentCompressionResistancePriority(vertical, for: .vertical)
            case .margins(let insets): view.layoutMargins = insets
            case .safeArea(let insets): view.safeAreaInsets = insets
            case .direction(let direction): view.userInterfaceLayoutDirection = direction
            case .baselines(let first, let last):
                view.firstBaselineOffsetFromTop = first
                view.lastBaselineOffsetFromBottom = last
            case .frame(let frame):
                view.frame = frame
                view.translatesAutoresizingMaskIntoConstraints = true
            case .autoresizing(let mask): view.autoresizingMask = mask
            case .autoresizingReferenceSize(let size): view.autoresizingReferenceSize = size
            case .className: continue
            case .hidden: view.isHidden = true
            case .stack(let arrangement): stacks.append((view, arrangement))
            case .arranged: arranged.append((view, range ?? SourceRange(file: file, line: 0, column: 0)))
            case .scrolls: ScrollViewGuides(installingOn: view)
            case .alignmentInsets(let insets): view.alignmentRectInsets = insets
            case .pixelScale(let scale): pixelScale = scale
            case .appKit: isAppKit = true
            }
        }
    }

    // MARK: Constraints

    /// A `vfl` line: the format lowered with its own options and the scene's
    /// metrics overridden by its own.
    private mutating func addVisualFormat(_ format: SceneToken, options optionNames: [SceneToken], metrics lineMetrics: [String: Double]) {
        var options = LayoutFormatOptions()
        for name in optionNames {
            guard let option = LayoutFormatOptions(name: name.text) else {
                let known = LayoutFormatOptions.named.map(\.name)
                report(.unknownOption(name.text, known: known), at: name.range, suggestion: NameSuggestion.closest(to: name.text, among: known))
                return
            }
            options.formUnion(option)
        }
        let metrics = self.metrics.merging(lineMetrics) { $1 }
        if impliesViews {
            for name in VisualFormat.impliedViewNames(in: format.text, metrics: metrics) where scene[name] == nil {
                scene.addView(named: name).translatesAutoresizingMaskIntoConstraints = false
            }
        }
        do {
            let made = try LayoutConstraint.constraints(
                withVisualFormat: format.text, options: options, metrics: metrics, views: scene.views)
            for constraint in made {
                let within = constraint.origin.range?.bytes ?? 0 ..< format.text.utf8.count
                locations[ObjectIdentifier(constraint)] = Self.range(within, of: format.range)
            }
            activate(made, at: format.range)
        } catch {
            diagnostics.append(Self.placed(error.diagnostic, at: format.range))
        }
    }

    /// A `constraint` line, in canonical text.
    private mutating func addConstraint(_ text: SceneToken) {
        var items = scene.items
        if impliesViews {
            for name in CanonicalTextItemNames.names(in: text.text) where items[name] == nil {
                let view = scene.addView(named: name)
                view.translatesAutoresizingMaskIntoConstraints = false
                items[name] = view
            }
        }
        do {
            let constraint = try LayoutConstraint(canonicalText: text.text, items: items)
            locations[ObjectIdentifier(constraint)] = text.range
            activate([constraint], at: text.range)
        } catch {
            var diagnostic = Self.placed(error.diagnostic, at: text.range)
            if case .unknownItem(let name) = error.kind, let range = diagnostic.range {
                diagnostic = Diagnostic(
                    SceneDiagnostic.unknownView(name, container: scene.container.name), at: range,
                    fixIts: suggestion(for: name).map { [FixIt(replacing: range, with: $0)] } ?? [])
            }
            diagnostics.append(diagnostic)
        }
    }

    /// A constraint another reader made from an included file: its items are
    /// found by name among the scene's (made as views of the container when
    /// the scene declares none), its metrics given the scene's values; where
    /// it was written stays its own place in the included file.
    mutating func addIncluded(_ constraint: LayoutConstraint, containerNames: Set<String>) {
        let place = constraint.origin.range ?? SourceRange(file: file, line: 0, column: 0)
        var items = scene.items
        for name in containerNames where items[name] == nil { items[name] = scene.container }
        for name in [constraint.firstItemName] + (constraint.secondItemName.map { [$0] } ?? []) where items[name] == nil {
            guard impliesViews else {
                report(.unknownView(name, container: scene.container.name), at: place, suggestion: suggestion(for: name))
                return
            }
            let view = scene.addView(named: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            items[name] = view
        }
        do {
            let resolved = try constraint.resolvingMetrics(metrics)
            if let missing = resolved.metricNames.first {
                report(.includedMetricWithoutValue(missing), at: place)
                return
            }
            guard let first = items[resolved.firstItemName] else { return }
            let copy = try LayoutConstraint(
                item: first, attribute: resolved.firstAttribute, relatedBy: resolved.relation,
                toItem: resolved.secondItemName.flatMap { items[$0] }, attribute: resolved.secondAttribute,
                multiplier: resolved.multiplier, constant: resolved.constant, priority: resolved.priority,
                identifier: resolved.identifier, origin: resolved.origin)
            locations[ObjectIdentifier(copy)] = place
            activate([copy], at: place)
        } catch {
            report(.includedConstraintInvalid(constraint: "\(constraint)", reason: "\(error)"), at: place)
        }
    }

    /// Installs `made`; constraints between views with no common ancestor are reported.
    private mutating func activate(_ made: [LayoutConstraint], at range: SourceRange) {
        do {
            try LayoutConstraint.activate(made)
            constraints += made
        } catch {
            report(.notInstallable(reason: "\(error)"), at: range)
        }
    }

    // MARK: Helpers

    private func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, among: scene.items.keys)
    }

    private mutating func report(_ message: SceneDiagnostic, at range: SourceRange, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(message, at: range, fixIts: suggestion.map { [FixIt(replacing: range, with: $0)] } ?? []))
    }

    /// The diagnostic of a token's text, placed where the token is in the file.
    private static func placed(_ diagnostic: Diagnostic, at token: SourceRange) -> Diagnostic {
        diagnostic.placed(
            onLine: token.start.line, of: token.file, columnOffset: token.start.column - 1,
            byteOffset: token.bytes?.lowerBound ?? 0)
    }

    /// The part `bytes` of a one-line token's text, as a range of the file.
    private static func range(_ bytes: Range<Int>, of token: SourceRange) -> SourceRange {
        let line = token.start.line, column = token.start.column
        let base = token.bytes?.lowerBound ?? 0
        return SourceRange(
            file: token.file, start: SourceLocation(line: line, column: column + bytes.lowerBound),
            end: SourceLocation(line: line, column: column + bytes.upperBound),
            bytes: token.bytes.map { _ in (base + bytes.lowerBound) ..< (base + bytes.upperBound) })
    }
}
