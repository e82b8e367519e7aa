import Constraints

/// Reads one view element and everything below it into `IBView`s (grammar:
/// a view-like element is one with a `<rect key="frame">`, `<subviews>` or
/// `<constraints>` child, or any element of a `<subviews>`; its subviews are the view-like elements below
/// it that no other view-like element holds first, in document order; `<constraints>`, `<viewLayoutGuide>`,
/// `<keyboardLayoutGuide>`, `<edgeInsets key="layoutMargins">` and `<variation>` are its own).
struct IBViewReader {
    let platform: IBDocument.Platform
    /// The names of the images the document's `<resources>` take from the system's catalog (SF Symbols).
    let systemImages: Set<String>
    private(set) var diagnostics: [IBMessage.Located] = []
    /// The elements read as views so far.
    private var readElements: Set<ObjectIdentifier> = []

    /// The ids of the items the document's constraints name (`IBReader.constrainedIDs(in:)`).
    let constrainedIDs: Set<String>

    init(platform: IBDocument.Platform, systemImages: Set<String>, constrainedIDs: Set<String>) {
        self.platform = platform
        self.systemImages = systemImages
        self.constrainedIDs = constrainedIDs
    }

    /// Whether Interface Builder holds `element`, a subview that does not translate its autoresizing mask,
    /// at its frame with prototyping constraints: no constraint of the document names it, and it is not
    /// arranged in a stack view nor a part its container places (a keyed element: a cell's or a grid cell's
    /// content view). Apple's Auto Layout Guide: a view given no constraints gets constraints
    /// that keep its position and size, until a constraint names it. Sequel-Ace's privileges pane
    /// (build 17506) holds 63 such views, boxes of check boxes, stored where they were drawn.
    private func isPrototyped(_ element: IBElement, id: String, parent: IBElement?) -> Bool {
        element["translatesAutoresizingMaskIntoConstraints"] == "NO" && element["key"] == nil && !constrainedIDs.contains(id)
            && parent != nil && parent?.name != "stackView"
    }

    /// Whether `element` is a view: it has a frame, subviews or constraints of its own, or it is a
    /// table cell or a cell's content view (Xcode 6 and 7 stored some of them without a frame).
    static func isView(_ element: IBElement) -> Bool {
        element.child("rect", key: "frame") != nil || element.child("subviews") != nil || element.child("constraints") != nil
            || framelessCells.contains(element.name)
    }

    private static let framelessCells: Set<String> = ["tableViewCell", "tableViewCellContentView"]

    /// The frame of a table cell or a content view stored without one, or at a stale one, as its container
    /// gives it: a cell as wide as its table and as tall as its row (its own `rowHeight`, else the
    /// table's, else UIKit's 44), a content view the cell less the half-point separator below it
    /// (the cells of 2 files of 2 projects saved by Xcode 7, whose views are placed from the content
    /// view's edges and margins as Xcode drew them) and less an accessory it was stored beside.
    private static func containerFrame(
        of element: IBElement, in container: IBElement?, frame: LayoutRect?, stored: LayoutRect?
    ) -> LayoutRect? {
        guard let frame else { return nil }
        switch element.name {
        case "tableViewCell":
            // A cell of an inset grouped table stored at the table's width stands inside its insets, where it was stored
            // down the table (`isStale`); one stored without a frame is laid out as any other table's.
            if container?["style"] == "insetGrouped", let stored {
                let inset = frame.width > IBDevice.widestNarrowMarginsCellWidth ? 20.0 : 16
                return LayoutRect(x: inset, y: stored.y, width: frame.width - 2 * inset, height: stored.height)
            }
            let height = element.number("rowHeight") ?? container?.number("rowHeight") ?? 44
            return LayoutRect(x: 0, y: 0, width: frame.width, height: height)
        case "tableViewCellContentView":
            // In a cell stored at a stale width, an accessory keeps the width it was stored with beside the content view.
            var accessory = 0.0
            if let storedCell = container.flatMap(storedFrame(of:)), storedCell.width != frame.width, let stored {
                accessory = max(storedCell.width - stored.width, 0)
            }
            return LayoutRect(x: 0, y: 0, width: frame.width - accessory, height: max(frame.height - 0.5, 0))
        default:
            // Any other content view fills its container.
            return element["key"] == "contentView" ? LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height) : nil
        }
    }

    /// Whether a table cell or its content view was stored at a frame Xcode did not draw it at.
    /// - A content view stored shorter than its cell by more than a separator: Xcode 7 left such frames at a
    ///   new cell's 43 points after the row grew, and drew the views inside as the cell lays its content view
    ///   out, as tall as the row less the separator (3 cells of 1 project, builds 7702 and 7706; 629 other
    ///   content views stand within a point of their cell's bottom).
    /// - A cell of a plain or grouped table stored narrower than its table, with its content view: Xcode 6
    ///   left a new cell's 320 × 44 (or the height it was given) on the 600-point Any/Any canvas, and drew the
    ///   views inside at the table's width and the row's height. Over the UIKit histories (habitica and
    ///   ResearchKit, builds 7702 and 7706), 1,721 views move onto Xcode's frames and none off. A cell stored
    ///   wider than its table is not stale: there the table's frame is (a save of build 13771 whose table
    ///   is stored 320 wide, its cells 414).
    /// - A cell of an inset grouped table stored at the table's whole width: Xcode draws it inside the table's
    ///   insets, 20 points from each side of a table wider than the narrow iPhones' 375 points and 16 from those of
    ///   a narrower one (as 1,910 of the 1,961 cells of such tables of 17 projects are stored), with its content view narrower
    ///   by as much. passforios' settings (build 23504, a 390-point table): the views in its 27 cells stored at
    ///   x = 0 and 390 wide stand where 350-point cells put them.
    private static func isStale(_ stored: LayoutRect?, of element: IBElement, in container: (element: IBElement, frame: LayoutRect?)?) -> Bool {
        guard let stored, let container, let frame = container.frame else { return false }
        switch element.name {
        case "tableViewCellContentView":
            let storedCell = storedFrame(of: container.element)
            return frame.height - (stored.y + stored.height) > 1 || storedCell.map { $0.width != frame.width } ?? false
        case "tableViewCell" where container.element.name == "tableView" && container.element["style"] == "insetGrouped":
            return stored.x == 0 && stored.width >= frame.width
        case "tableViewCell":
            return container.element.name == "tableView" && stored.x == 0 && stored.width < frame.width
        default:
            return false
        }
    }

    /// The `<rect key="frame">` `element` was stored with, if any (a coordinate left out is 0).
    private static func storedFrame(of element: IBElement) -> LayoutRect? {
        element.child("rect", key: "frame").map { rect in
            LayoutRect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0, height: rect.number("height") ?? 0)
        }
    }

    /// The view `element` stands for, with its subtree; `placedByContainer`
    /// when its superview element holds it outside `<subviews>` (a cell's
    /// content view, a table's cells), so its frame is set by the container.
    mutating func view(
        _ element: IBElement, placedByContainer: Bool = false, parentID: String? = nil, parent: (element: IBElement, frame: LayoutRect?)? = nil
    ) -> IBView {
        readElements.insert(ObjectIdentifier(element))
        let stored = Self.storedFrame(of: element)
        let frame = Self.isStale(stored, of: element, in: parent)
            ? Self.containerFrame(of: element, in: parent?.element, frame: parent?.frame, stored: stored)
            : stored ?? Self.containerFrame(of: element, in: parent?.element, frame: parent?.frame, stored: stored)
        let tamicAttribute = element["translatesAutoresizingMaskIntoConstraints"]
        // A cell's content view is stored without an id: it is named after its cell and key.
        let id = element["id"] ?? "\(parentID ?? "document").\(element["key"] ?? element.name)"
        let view = IBView(
            id: id, element: element.name, customClass: element["customClass"], key: element["key"],
            userLabel: element["userLabel"], frame: frame, autoresizingMask: Self.autoresizingMask(element, platform: platform),
            translatesAutoresizingMask: placedByContainer || tamicAttribute != "NO",
            hasFixedFrame: element.flag("fixedFrame") || placedByContainer || isPrototyped(element, id: id, parent: parent?.element),
            isHidden: element.flag("hidden"),
            isMisplaced: element.flag("misplaced"), isAmbiguous: element.flag("ambiguous"),
            priorities: Self.priorities(element), placeholderIntrinsicSize: Self.placeholderSize(element),
            margins: Self.margins(element), guides: Self.guides(element), stack: Self.stack(element, platform: platform),
            grid: IBGridReader.grid(element),
            variations: Self.variations(element), content: IBContentReader.content(of: element, systemImages: systemImages),
            tableStyle: element.name == "tableView" ? element["style"] ?? "plain" : nil,
            appKitCell: platform == .cocoa ? Self.appKitCell(element) : IBAppKitCell(), range: element.range)
        view.isLaidOutWhenHidden = element.name == "activityIndicatorView" && element.flag("hidesWhenStopped")
        view.alwaysBouncesVertically = element.flag("alwaysBounceVertical")
        for (child, contained) in viewChildren(of: element) {
            view.subviews.append(self.view(child, placedByContainer: contained, parentID: id, parent: (element, frame)))
        }
        if let list = element.child("constraints") {
            for constraint in list.children(named: "constraint") {
                if let read = self.constraint(constraint, holder: view.id) { view.constraints.append(read) }
            }
        }
        return view
    }

    /// Whether `element` was read as a view (by itself or as a subview).
    func hasRead(_ element: IBElement) -> Bool {
        readElements.contains(ObjectIdentifier(element))
    }

    /// The view elements that `element` holds directly: those in its
    /// `<subviews>` (laid out by constraints or their own mask) and those it
    /// keeps elsewhere (`placedByContainer`: cells, content views, headers).
    private func viewChildren(of element: IBElement) -> [(IBElement, Bool)] {
        var found: [(IBElement, Bool)] = []
        func search(_ node: IBElement, inSubviews: Bool) {
            for child in node.children {
                // Every element of `<subviews>` is a view; IB leaves out the frame of one it never placed.
                if Self.isView(child) || (inSubviews && !Self.opaqueElements.contains(child.name)) {
                    // A grid cell's view is placed by the grid's constraints (GridArrangement), not by its frame.
                    found.append((child, !inSubviews && node.name != "gridCell"))
                } else if !Self.opaqueElements.contains(child.name) {
                    search(child, inSubviews: child.name == "subviews" && node === element)
                }
            }
        }
        search(element, inSubviews: false)
        return found
    }

    /// Elements whose insides are never views of this one (bar items, menus, connections, resources).
    private static let opaqueElements: Set<String> = [
        "connections", "constraints", "userDefinedRuntimeAttributes", "items", "menu", "navigationItem", "tabBarItem",
        "fontDescription", "attributedString", "string", "variation", "point", "size", "color", "inset", "image",
    ]

    // MARK: Properties

    /// `<autoresizingMask>`: its `flexibleMinY` is the top margin in UIKit, the bottom one in AppKit, whose
    /// y axis rises (the model's frames, top-left, are the other way up), `flexibleMaxY` the other.
    private static func autoresizingMask(_ element: IBElement, platform: IBDocument.Platform) -> AutoresizingMask {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        let rises = platform == .cocoa
        var result: AutoresizingMask = []
        if mask.flag("flexibleMinX") { result.insert(.flexibleLeftMargin) }
        if mask.flag("widthSizable") { result.insert(.flexibleWidth) }
        if mask.flag("flexibleMaxX") { result.insert(.flexibleRightMargin) }
        if mask.flag("flexibleMinY") { result.insert(rises ? .flexibleBottomMargin : .flexibleTopMargin) }
        if mask.flag("heightSizable") { result.insert(.flexibleHeight) }
        if mask.flag("flexibleMaxY") { result.insert(rises ? .flexibleTopMargin : .flexibleBottomMargin) }
        return result
    }

    private static func priorities(_ element: IBElement) -> IBContentPriorities {
        func value(_ name: String, _ fallback: Float) -> Float { element[name].flatMap(Float.init) ?? fallback }
        return IBContentPriorities(
            horizontalHugging: value("horizontalHuggingPriority", 250), verticalHugging: value("verticalHuggingPriority", 250),
            horizontalCompressionResistance: value("horizontalCompressionResistancePriority", 750),
            verticalCompressionResistance: value("verticalCompressionResistancePriority", 750))
    }

    private static func placeholderSize(_ element: IBElement) -> (width: Double?, height: Double?) {
        func value(_ name: String) -> Double? {
            guard let text = element[name] else { return nil }
            return text == "infinite" ? LayoutView.noIntrinsicMetric : Double(text)
        }
        return (value("placeholderIntrinsicWidth"), value("placeholderIntrinsicHeight"))
    }

    private static func margins(_ element: IBElement) -> IBMargins {
        var margins = IBMargins()
        // An NSStackView's `edgeInsets` are where it arranges its views, as a UIStackView's margins.
        if let insets = element.child("edgeInsets", key: "layoutMargins") ?? element.child("edgeInsets", key: "edgeInsets") {
            margins.insets = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0, bottom: insets.number("bottom") ?? 0,
                right: insets.number("right") ?? 0)
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            margins.insets = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0, bottom: insets.number("bottom") ?? 0,
                right: insets.number("trailing") ?? 0)
            margins.isDirectional = true
        }
        margins.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
        margins.insetsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        margins.followReadableWidth = element.flag("layoutMarginsFollowReadableWidth")
        return margins
    }

    /// An AppKit control's cell (grammar: the child with `key="cell"`, whose `type`, `bezelStyle`,
    /// `controlSize`, `borderStyle`, `drawsBackground`, `imageFrameStyle`, `sliderType` and `datePickerStyle`
    /// say how it draws), a tab view's `type`, a box's `boxType` and `titlePosition`; the control's own
    /// `controlSize` where the cell has none; the cell's `<font key="font">`.
    private static func appKitCell(_ element: IBElement) -> IBAppKitCell {
        var cell = IBAppKitCell()
        let child = element.children.first { $0["key"] == "cell" }
        cell.type = child?["type"]
        cell.bezelStyle = child?["bezelStyle"]
        cell.controlSize = child?["controlSize"] ?? element["controlSize"] ?? "regular"
        cell.borderStyle = child?["borderStyle"]
        cell.drawsBackground = child?.flag("drawsBackground") ?? false
        cell.imageFrameStyle = child?["imageFrameStyle"]
        cell.datePickerStyle = child?["datePickerStyle"]
        cell.sliderType = child?["sliderType"]
        cell.boxType = element["boxType"]
        if element.name == "tabView" { cell.tabViewType = element["type"] }
        cell.showsTitle = element["titlePosition"] != "noTitle"
        cell.drawsBorder = element["borderType"] != "none"
        if let font = child?.child("font", key: "font") {
            // A control's appearance font is the system font of its size; a label's, which Xcode draws 16 tall
            // when small as often as 14 (523 of 609 in the Mac projects' histories), is read as the regular one.
            let appearance = font.flag("usesAppearanceFont") && element.name != "textField"
            cell.fontSize = font.number("size")
                ?? (appearance ? IBAppKitCell.pointSize(ofControlSize: cell.controlSize) : IBAppKitCell.pointSize(ofMetaFont: font["metaFont"]))
        }
        return cell
    }

    private static func guides(_ element: IBElement) -> [IBViewGuide] {
        (element.children(named: "viewLayoutGuide") + element.children(named: "keyboardLayoutGuide")).compactMap { guide in
            guard let id = guide["id"], let kind = guide["key"].flatMap(IBViewGuide.Kind.init(rawValue:)) else { return nil }
            return IBViewGuide(id: id, kind: kind)
        }
    }

    /// A stack view's arrangement (grammar: `stackView`'s `axis` (UIKit) or `orientation` (AppKit),
    /// `distribution`, `alignment`, `spacing`, `spacingType`, `baselineRelativeArrangement`, and its margins:
    /// UIKit's `layoutMargins`, AppKit's `<edgeInsets key="edgeInsets">`; each `<variation>`'s `axis`,
    /// `distribution`, `alignment` and `spacing`). Where the document writes none,
    /// UIKit's defaults (fill, 0 apart) or NSStackView's (centred across its axis, 8 apart).
    private static func stack(_ element: IBElement, platform: IBDocument.Platform) -> IBStackProperties? {
        guard element.name == "stackView" else { return nil }
        var stack = IBStackProperties()
        // UIKit writes `axis`; AppKit writes `orientation`.
        if element["axis"] == "vertical" || element["orientation"] == "vertical" { stack.axis = .vertical }
        stack.distribution = element["distribution"] ?? "fill"
        stack.alignment = element["alignment"] ?? (platform == .cocoa ? "center" : "fill")
        stack.spacing = element.number("spacing") ?? (platform == .cocoa ? 8 : 0)
        // `spacingType="standard"` is UIStackView's system spacing: 8 points between views (10 of the 11
        // standard-spaced stack views of the corpus, 3 projects, space their items 8 apart).
        if element["spacingType"] == "standard" { stack.spacing = 8 }
        stack.baselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        stack.horizontalHugging = element.number("horizontalStackHuggingPriority")
        stack.verticalHugging = element.number("verticalStackHuggingPriority")
        // A stack view whose margins the document gives arranges its views within them, as the frames Xcode
        // stores show (the 2 such stack views of the corpus, builds 17701 and 18122, which write no attribute
        // for it): Interface Builder sets the arrangement with the margins its size inspector gives.
        stack.layoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement")
            || element.child("edgeInsets", key: "layoutMargins") != nil || element.child("edgeInsets", key: "edgeInsets") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        stack.variations = element.children(named: "variation").compactMap { variation in
            guard let key = variation["key"] else { return nil }
            let found = IBStackVariation(
                traits: IBTraitPredicate(key: key), axis: variation["axis"].map { $0 == "vertical" ? .vertical : .horizontal },
                distribution: variation["distribution"], alignment: variation["alignment"], spacing: variation.number("spacing"))
            return found.axis == nil && found.distribution == nil && found.alignment == nil && found.spacing == nil ? nil : found
        }
        return stack
    }

    private static func variations(_ element: IBElement) -> [IBVariation] {
        element.children(named: "variation").compactMap { variation in
            guard let key = variation["key"] else { return nil }
            func references(_ mask: String, _ kind: String) -> [String] {
                variation.children(named: "mask").filter { $0["key"] == mask }
                    .flatMap { $0.children(named: kind) }.compactMap { $0["reference"] }
            }
            return IBVariation(
                traits: IBTraitPredicate(key: key), excludedConstraints: references("constraints", "exclude"),
                includedConstraints: references("constraints", "include"), excludedSubviews: references("subviews", "exclude"),
                includedSubviews: references("subviews", "include"), hidden: variation["hidden"].map { $0 == "YES" })
        }
    }

    // MARK: Constraints

    /// A `<constraint>` element (grammar: `firstItem`? `firstAttribute` (`relation`)? (`secondItem` `secondAttribute`)?
    /// `multiplier`? `constant`? `priority`? `identifier`? `symbolic`? `placeholder`?), or `nil` with a diagnostic.
    mutating func constraint(_ element: IBElement, holder: String) -> IBConstraint? {
        let id = element["id"] ?? "?"
        guard let firstName = element["firstAttribute"], let firstAttribute = Self.attribute(firstName) else {
            diagnostics.append(.init(.unknownAttribute(constraint: id, name: element["firstAttribute"] ?? ""), element.range))
            return nil
        }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            guard let attribute = Self.attribute(secondName) else {
                diagnostics.append(.init(.unknownAttribute(constraint: id, name: secondName), element.range))
                return nil
            }
            secondAttribute = attribute
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case let other?:
            diagnostics.append(.init(.unknownRelation(constraint: id, name: other), element.range))
            return nil
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = Self.multiplier(text) else {
                diagnostics.append(.init(.unreadableMultiplier(constraint: id, text: text), element.range))
                return nil
            }
            multiplier = value
        }
        let constant = element.number("constant") ?? 0
        let priority = element["priority"].flatMap(Float.init) ?? 1000
        let constantVariations = element.children(named: "variation").compactMap { variation -> (IBTraitPredicate, Double)? in
            guard let key = variation["key"], let value = variation.number("constant") else { return nil }
            return (IBTraitPredicate(key: key), value)
        }
        return IBConstraint(
            id: id, firstItem: element["firstItem"] ?? holder, firstAttribute: firstAttribute, secondItem: element["secondItem"],
            secondAttribute: secondAttribute, relation: relation, multiplier: multiplier, constant: constant, priority: priority,
            identifier: element["identifier"], isStandardSpacing: element.flag("symbolic"), isPlaceholder: element.flag("placeholder"),
            holder: holder, constantVariations: constantVariations.map { (traits: $0.0, constant: $0.1) }, range: element.range)
    }

    /// IB's attribute names: the model's, and `baseline`, the old name of the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? {
        LayoutAttribute(sourceName: name)
    }

    /// A multiplier in any spelling IB writes: `0.5`, `3:4`, `1/3`, with spaces around its numbers as Xcode reads
    /// them (Beam's `3: 2` image cells stand 600 by 400).
    static func multiplier(_ text: String) -> Double? {
        func number(_ part: Substring) -> Double? { Double(part.trimmingCharacters(in: .whitespaces)) }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = number(parts[0]), let denominator = number(parts[1]), denominator != 0 else {
                return nil
            }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = number(Substring(text)), value.isFinite else { return nil }
        return value
    }
}
