import Constraints
import Layout

extension IBSceneLayout {
    /// The scene as code would make it, for `convert --with-views`: the
    /// scene's root view and what is below it, then one screen for each
    /// table or collection cell, whose code lives in the cell's class (its
    /// content view is that screen's root). Each view keeps its name and every
    /// property that changes its layout; each screen's root keeps the size,
    /// safe area and margins the device gives it, after laying the scene out.
    ///
    /// Constraints to the legacy top and bottom layout guides are written
    /// against the safe area, where they are the same edges on every device
    /// (the guides are deprecated since iOS 11), with a note; placeholders are
    /// kept as unwritten, with their canonical text. A constraint the four size
    /// classes do not all make alike (a `<variation>` installs it, or changes
    /// its constant) is also in the screen's size-class groups, made for each.
    public func screenDeclarations(origin: String) -> [ScreenDeclaration] {
        _ = layout()
        var screens = [screen(root: root, title: scene.controllerClass ?? scene.name, origin: "\(origin), scene \(scene.id)")]
        var screenOfView: [ObjectIdentifier: Int] = [ObjectIdentifier(root): 0]
        var contentViews: [ObjectIdentifier: LayoutView] = [:]
        for (stored, view) in views where view !== root {
            guard let parent = view.superview, let parentStored = storedView(of: parent) else { continue }
            if Self.cellElements.contains(stored.element) {
                // A cell with no content view (a collection's supplementary view) is its own screen's root.
                guard !stored.subviews.contains(where: { $0.key == "contentView" }) else { continue }
                screenOfView[ObjectIdentifier(view)] = screens.count
                screens.append(screen(root: view, title: stored.className(platform: document.platform), origin: cellOrigin(stored, origin)))
                continue
            }
            if Self.cellElements.contains(parentStored.element), parentStored.subviews.contains(where: { $0.key == "contentView" }) {
                guard stored.key == "contentView" else { continue }  // a cell's background views are not laid out by code
                screenOfView[ObjectIdentifier(view)] = screens.count
                screenOfView[ObjectIdentifier(parent)] = screens.count
                contentViews[ObjectIdentifier(parent)] = view
                screens.append(screen(root: view, title: parentStored.className(platform: document.platform), origin: cellOrigin(parentStored, origin)))
                continue
            }
            guard let index = screenOfView[ObjectIdentifier(parent)] else { continue }
            screenOfView[ObjectIdentifier(view)] = index
            screens[index].views.append(declaration(of: stored, view: view, parent: parent, parentStored: parentStored))
            let installing = SizeClasses.all.filter {
                IBInstallation(parentStored, traits: IBTraits(width: $0.width, height: $0.height)).installsSubview(stored.id)
            }
            if installing.count < SizeClasses.all.count {
                let only = SizeClassConstraints(sizeClasses: Set(installing), constraints: []).description
                screens[index].notes.append("view \(view.name) (\(stored.id)) is installed only for \(only): the code adds it for every size class")
            }
            let hidden = stored.isHidden(for: traits)
            if let classes = sizeClasses(where: { stored.isHidden(for: $0) != hidden }) {
                screens[index].notes.append("view \(view.name) (\(stored.id)) is \(hidden ? "shown" : "hidden") for \(classes): "
                    + "the code has it \(hidden ? "hidden" : "shown"), as for \(traits.description)")
            }
            if stored.grid != nil {
                screens[index].notes.append(
                    "grid view \(view.name) (\(stored.id)) is written as a plain view of the size its rows and columns give it: "
                        + "its cells' views are its subviews, at the frames the grid gives them")
            }
            if let stack = stored.stack, !stack.variations.isEmpty {
                let arranged = stack.resolved(for: traits)
                if let classes = sizeClasses(where: { stack.resolved(for: $0) != arranged }) {
                    screens[index].notes.append(
                        "stack view \(view.name) (\(stored.id)) is arranged otherwise for \(classes): the code arranges it as for \(traits.description)")
                }
            }
        }
        for (subview, superview) in uninstalledSubviews {
            guard let index = screenOfView[ObjectIdentifier(superview)] else { continue }
            let inside = subview.descendantsAndSelf.count - 1
            screens[index].notes.append(
                "view \(subview.name) (\(subview.id)) is installed only for other size classes than \(traits.description): "
                    + (inside == 0 ? "it is not written" : inside == 1 ? "it and the view in it are not written" : "it and the \(inside) views in it are not written"))
        }
        var installed: [String: LayoutConstraint] = [:]
        for (stored, constraint) in constraints {
            guard let holder = self.view(id: stored.holder)?.view, let index = screenOfView[ObjectIdentifier(holder)] else { continue }
            if let written = writable(cellsAsContentViews(constraint, contentViews)).map({ (constraint: Self.innerFirst($0.constraint), note: $0.note) }) {
                screens[index].constraints.append(written.constraint)
                installed[stored.id] = written.constraint
                if let note = written.note { screens[index].notes.append(note) }
            } else {
                screens[index].unwritten.append(UnwrittenConstraint(
                    text: constraint.description, reason: "it relates a legacy layout guide's side that the safe area has no equivalent of"))
            }
        }
        let installedIDs = Set(constraints.map(\.stored.id))
        let stored = (constraints.map(\.stored) + uninstalledConstraints.map(\.stored)).sorted { $0.range.lowerBound < $1.range.lowerBound }
        for stored in stored {
            guard let holder = self.view(id: stored.holder)?.view, let index = screenOfView[ObjectIdentifier(holder)] else { continue }
            let variants = sizeClassVariants(of: stored)
            if installedIDs.contains(stored.id) {
                guard installed[stored.id] != nil else { continue }  // unwritten already, with the reason
            } else if variants.isEmpty {
                let reason = stored.isPlaceholder
                    ? "a placeholder, which Interface Builder removes at build time"
                    : uninstalledItem(of: stored).map { "it relates \($0), a view installed only for other size classes than \(traits.description)" }
                    ?? "installed only for other size classes than \(traits.description)"
                screens[index].unwritten.append(UnwrittenConstraint(text: text(of: stored), reason: reason))
            }
            for variant in variants {
                let representative = variant.sizeClasses.min().map { IBTraits(width: $0.width, height: $0.height) } ?? traits
                let layoutConstant = IBInstallation.constant(of: stored, traits: traits)
                guard let constraint = installed[stored.id].flatMap({ layoutConstant == variant.constant ? $0 : nil })
                    ?? madeForCode(stored, traits: representative, contentViews)
                else {
                    screens[index].unwritten.append(UnwrittenConstraint(
                        text: text(of: stored), reason: "installed only for \(SizeClassConstraints(sizeClasses: variant.sizeClasses, constraints: []).description)"))
                    continue
                }
                if let group = screens[index].sizeClassConstraints.firstIndex(where: { $0.sizeClasses == variant.sizeClasses }) {
                    screens[index].sizeClassConstraints[group].constraints.append(constraint)
                } else {
                    screens[index].sizeClassConstraints.append(SizeClassConstraints(sizeClasses: variant.sizeClasses, constraints: [constraint]))
                }
            }
        }
        // A xib's cell holds nothing but its content view, which is a screen of its own.
        return screens.enumerated().filter {
            $0.offset > 0 || !$0.element.views.isEmpty || !$0.element.constraints.isEmpty || !$0.element.notes.isEmpty || !$0.element.unwritten.isEmpty
        }.map(\.element)
    }

    /// Each way the four size classes make `stored`, when they do not all make it the same: the
    /// constant and the size classes that install it with that constant. None for a constraint every
    /// size class makes alike, a placeholder, and one no size class installs.
    private func sizeClassVariants(of stored: IBConstraint) -> [(constant: Double, sizeClasses: Set<SizeClasses>)] {
        guard !stored.isPlaceholder, let holder = view(id: stored.holder)?.stored else { return [] }
        var variants: [(constant: Double, sizeClasses: Set<SizeClasses>)] = []
        for sizeClasses in SizeClasses.all {
            let traits = IBTraits(width: sizeClasses.width, height: sizeClasses.height)
            guard IBInstallation(holder, traits: traits).installsConstraint(stored.id) else { continue }
            let constant = IBInstallation.constant(of: stored, traits: traits)
            if let index = variants.firstIndex(where: { $0.constant == constant }) {
                variants[index].sizeClasses.insert(sizeClasses)
            } else {
                variants.append((constant, [sizeClasses]))
            }
        }
        return variants.count == 1 && variants[0].sizeClasses.count == SizeClasses.all.count ? [] : variants
    }

    /// `stored` made for `traits` as code writes it (see `screenDeclarations`), not activated; `nil`
    /// when it names an item this layout does not hold or code cannot write it.
    private func madeForCode(_ stored: IBConstraint, traits: IBTraits, _ contentViews: [ObjectIdentifier: LayoutView]) -> LayoutConstraint? {
        guard let first = item(id: stored.firstItem) else { return nil }
        let second = stored.secondItem.flatMap(item(id:))
        guard stored.secondItem == nil || second != nil, let made = try? made(stored, first, second, traits: traits),
              let written = writable(cellsAsContentViews(made, contentViews))
        else { return nil }
        return Self.innerFirst(written.constraint)
    }

    /// `constraint` with each cell it relates (or its safe area or margins guide) replaced by the cell's
    /// content view (or its safe area): Interface Builder installs constraints on the cell itself, which
    /// code cannot say from inside the cell's content. The same edge, offset by where the two sit in the
    /// cell once laid out, which holds at the cell's size.
    private func cellsAsContentViews(_ constraint: LayoutConstraint, _ contentViews: [ObjectIdentifier: LayoutView]) -> LayoutConstraint {
        func value(_ rect: LayoutRect, _ attribute: LayoutAttribute) -> Double? {
            switch attribute {
            case .left, .leading: return rect.x
            case .right, .trailing: return rect.x + rect.width
            case .top, .firstBaseline: return rect.y
            case .bottom, .lastBaseline: return rect.y + rect.height
            case .width: return rect.width
            case .height: return rect.height
            case .centerX: return rect.x + rect.width / 2
            case .centerY: return rect.y + rect.height / 2
            default: return nil
            }
        }
        /// The replacement of `item`'s `attribute`, and the offset from it: `cell.a == replacement.a' + offset`.
        func substitute(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> (item: LayoutItem, attribute: LayoutAttribute, offset: Double)? {
            let guide = item as? LayoutGuide
            guard let cell = (item as? LayoutView) ?? guide?.owningView, let content = contentViews[ObjectIdentifier(cell)] else { return nil }
            let bounds = LayoutRect(x: 0, y: 0, width: cell.frame.width, height: cell.frame.height)
            let edge = attribute.edgeCounterpart
            var source = bounds, target = content.frame
            var replacement: LayoutItem = content
            switch guide?.kind {
            case .safeArea?:
                source = bounds.inset(by: cell.safeAreaInsets)
                target = content.frame.inset(by: content.safeAreaInsets)
                replacement = content.safeAreaLayoutGuide
            case .layoutMargins?:
                source = bounds.inset(by: cell.layoutMargins)
            case .custom?, .keyboard?:
                return nil
            case nil:
                if edge != attribute { source = bounds.inset(by: cell.layoutMargins) }
            }
            guard let from = value(source, edge), let to = value(target, edge) else { return nil }
            return (replacement, edge, from - to)
        }
        let first = substitute(constraint.firstItem, constraint.firstAttribute)
        let second = substitute(constraint.secondItem, constraint.secondAttribute)
        guard first != nil || second != nil, let value = constraint.constant.points, let firstItem = first?.item ?? constraint.firstItem else {
            return constraint
        }
        // first + firstOffset == m * (second + secondOffset) + c
        let constant = value - (first?.offset ?? 0) + constraint.multiplier * (second?.offset ?? 0)
        return (try? LayoutConstraint(
            item: firstItem, attribute: first?.attribute ?? constraint.firstAttribute, relatedBy: constraint.relation,
            toItem: second?.item ?? constraint.secondItem, attribute: second?.attribute ?? constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: .points(constant), priority: constraint.priority,
            identifier: constraint.identifier)) ?? constraint
    }

    /// The constraint with the inner view first where Interface Builder put an outer one (or its guide)
    /// first: `view.trailing == label.trailing + 20` is `label.trailing == view.trailing - 20`, the same
    /// relation, which code writes in the inner view's block. Xcode's order means nothing.
    private static func innerFirst(_ constraint: LayoutConstraint) -> LayoutConstraint {
        guard let outer = constraint.firstItem?.hostView, let inner = constraint.secondItem as? LayoutView, inner !== outer,
              inner.isDescendant(of: outer)
        else { return constraint }
        return constraint.reversed() ?? constraint
    }

    /// Table and collection cells, and a collection's supplementary views: each has code of its own.
    private static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    private func cellOrigin(_ cell: IBView, _ origin: String) -> String {
        "\(origin), scene \(scene.id), cell \(cell.id)"
    }

    /// A screen whose root is `view`, with the size, safe area and margins the layout gave it.
    private func screen(root view: LayoutView, title: String, origin: String) -> ScreenDeclaration {
        var rootDeclaration = ViewDeclaration(name: view.name, className: storedView(of: view)?.className(platform: document.platform) ?? "UIView")
        rootDeclaration.isHidden = view.isHidden
        rootDeclaration.scrollsContent = view.scrollsContent
        var screen = ScreenDeclaration(
            title: title, origin: origin, root: rootDeclaration, size: LayoutSize(width: view.frame.width, height: view.frame.height),
            rootSafeArea: view.safeAreaInsets, rootMargins: view.layoutMargins, views: [], constraints: [], unwritten: [])
        screen.pixelScale = document.device.scale
        screen.framework = document.platform == .cocoa ? .appKit : .uiKit
        return screen
    }

    /// `view` as code makes it, under `parent`.
    private func declaration(of stored: IBView, view: LayoutView, parent: LayoutView, parentStored: IBView) -> ViewDeclaration {
        var declaration = ViewDeclaration(name: view.name, className: stored.className(platform: document.platform))
        if stored.customClass != nil { declaration.baseClassName = IBClassNames.className(of: stored.element, platform: document.platform) }
        declaration.superview = parent.name
        if parentStored.stack != nil {
            declaration.placement = .arrangedSubview
        } else if let key = stored.key {
            declaration.placement = .property(key)
        }
        // A grid's cells' views stand at the frames the grid gave them, which the code cannot arrange again.
        declaration.translatesAutoresizingMask = view.translatesAutoresizingMaskIntoConstraints || parentStored.grid != nil
        if declaration.translatesAutoresizingMask {
            declaration.frame = view.frame
            declaration.autoresizingMask = view.autoresizingMask
            declaration.autoresizingReferenceSize = view.autoresizingReferenceSize
        }
        declaration.isHidden = view.isHidden  // an activity indicator hidden only because it is stopped is laid out
        declaration.hugging = AxisPriorities(
            horizontal: LayoutPriority(stored.priorities.horizontalHugging), vertical: LayoutPriority(stored.priorities.verticalHugging))
        declaration.compressionResistance = AxisPriorities(
            horizontal: LayoutPriority(stored.priorities.horizontalCompressionResistance),
            vertical: LayoutPriority(stored.priorities.verticalCompressionResistance))
        declaration.layoutMargins = stored.margins.insets
        declaration.marginsAreDirectional = stored.margins.isDirectional
        declaration.preservesSuperviewLayoutMargins = stored.margins.preservesSuperviewLayoutMargins
        declaration.insetsLayoutMarginsFromSafeArea = stored.margins.insetsFromSafeArea
        declaration.stack = stackArrangement(of: stored)
        declaration.content = stored.content
        // A grid is as large as its rows and columns made it.
        declaration.intrinsicSize = stored.grid != nil ? LayoutSize(width: view.frame.width, height: view.frame.height) : view.intrinsicContentSize
        if stackArrangement(of: parentStored)?.measuresByDrawnSize(view) == true { declaration.drawnSize = view.drawnSize }
        declaration.scrollsContent = view.scrollsContent
        declaration.alignmentRectInsets = view.alignmentRectInsets
        declaration.baselines = (view.firstBaselineOffsetFromTop, view.lastBaselineOffsetFromBottom)
        declaration.deviceMargins = view.layoutMargins
        declaration.deviceSafeArea = view.safeAreaInsets
        return declaration
    }

    /// The size classes for which `differs` holds, as a note names them (`hC or wR`); `nil` when it holds for none.
    private func sizeClasses(where differs: (IBTraits) -> Bool) -> String? {
        let matching = SizeClasses.all.filter { differs(IBTraits(width: $0.width, height: $0.height)) }
        return matching.isEmpty ? nil : SizeClassConstraints(sizeClasses: Set(matching), constraints: []).description
    }

    /// What `stored` arranges its subviews by, when it is a stack view.
    private func stackArrangement(of stored: IBView) -> StackViewArrangement? {
        stored.stack.map { Self.arrangement(of: $0.resolved(for: traits), platform: document.platform) }
    }

    /// `constraint` as code can write it: unchanged, or with a legacy layout guide's side replaced by the
    /// root's safe area's (`topLayoutGuide.bottom` is `safeAreaLayoutGuide.top`) and a guide's margin
    /// attribute by its edge and the margin it stands for (a scroll view's content area has the scroll
    /// view's margins, other guides none), which is what the layout made of it; `nil` when it relates
    /// another side of a legacy guide.
    private func writable(_ constraint: LayoutConstraint) -> (constraint: LayoutConstraint, note: String?)? {
        /// The replacement of `item`'s `attribute`, and how far the attribute lies from it: `a == replacement + offset`.
        func replacement(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute, offset: Double)?? {
            guard let guide = item as? LayoutGuide else { return .some(nil) }
            let edge = attribute == .centerXWithinMargins ? .centerX : attribute == .centerYWithinMargins ? .centerY : attribute.edgeCounterpart
            if edge != attribute { return (guide, edge, Self.marginOffset(of: attribute, in: marginsOfArea(guide))) }
            guard let legacy = legacyGuides.first(where: { $0.guide === guide }) else { return .some(nil) }
            switch (legacy.edge, attribute) {
            case (.top, .bottom): return (root.safeAreaLayoutGuide, .top, 0)
            case (.top, .top): return (root, .top, 0)
            case (.bottom, .top): return (root.safeAreaLayoutGuide, .bottom, 0)
            case (.bottom, .bottom): return (root, .bottom, 0)
            default: return nil
            }
        }
        guard let first = replacement(constraint.firstItem, constraint.firstAttribute),
              let second = replacement(constraint.secondItem, constraint.secondAttribute)
        else { return nil }
        guard first != nil || second != nil, let firstItem = first?.0 ?? constraint.firstItem else { return (constraint, nil) }
        let isLegacy = [constraint.firstItem, constraint.secondItem].contains { item in legacyGuides.contains { $0.guide === item } }
        // first + firstOffset == m * (second + secondOffset) + c
        let offset = constraint.multiplier * (second?.offset ?? 0) - (first?.offset ?? 0)
        let constant = offset == 0 ? constraint.constant : constraint.constant.points.map { .points($0 + offset) } ?? constraint.constant
        guard let rewritten = try? LayoutConstraint(
            item: firstItem, attribute: first?.1 ?? constraint.firstAttribute, relatedBy: constraint.relation,
            toItem: second?.0 ?? constraint.secondItem, attribute: second?.1 ?? constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: constant, priority: constraint.priority,
            identifier: constraint.identifier)
        else { return nil }
        guard isLegacy else { return (rewritten, nil) }
        return (rewritten, "\(constraint) is written as \(rewritten): the legacy layout guides are deprecated since iOS 11, "
            + "and the safe area's side is the same edge on every device")
    }

    /// The margins of the area `guide` stands for: a scroll view's content area has the scroll view's, other guides none.
    private func marginsOfArea(_ guide: LayoutGuide) -> EdgeInsets {
        guard let owner = guide.owningView, contentGuides[ObjectIdentifier(owner)] === guide else { return .zero }
        return owner.layoutMargins
    }

    /// How far a margin attribute lies from its edge in from `margins`: `leadingMargin == leading + margins.left`.
    private static func marginOffset(of attribute: LayoutAttribute, in margins: EdgeInsets) -> Double {
        switch attribute {
        case .leftMargin, .leadingMargin: return margins.left
        case .rightMargin, .trailingMargin: return -margins.right
        case .topMargin: return margins.top
        case .bottomMargin: return -margins.bottom
        case .centerXWithinMargins: return (margins.left - margins.right) / 2
        case .centerYWithinMargins: return (margins.top - margins.bottom) / 2
        default: return 0
        }
    }

    /// The canonical text of a constraint the layout did not make, with the names of its items.
    private func text(of stored: IBConstraint) -> String {
        guard let first = item(id: stored.firstItem) else { return "constraint \(stored.id)" }
        let made = try? LayoutConstraint(
            item: first, attribute: stored.firstAttribute, relatedBy: stored.relation, toItem: stored.secondItem.flatMap(item(id:)),
            attribute: stored.secondAttribute, multiplier: stored.multiplier, constant: .points(stored.constant),
            priority: LayoutPriority(stored.priority), identifier: stored.identifier)
        return made?.description ?? "constraint \(stored.id)"
    }
}
