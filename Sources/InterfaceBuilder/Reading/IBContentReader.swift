import Layout

/// Reads what a view element shows into `ViewContent` (grammar: the
/// attributes `text`, `placeholder`, `image`, `numberOfLines`, `buttonType`,
/// `borderStyle`, `scrollEnabled`; the children `<string key="text">`,
/// `<fontDescription key="fontDescription">`, `<state key="normal">`,
/// `<buttonConfiguration key="configuration">`, `<imageReference key="image">` (the
/// element's, its configuration's or its AppKit cell's),
/// `<segments>`, and an AppKit control's cell: its `title`, `placeholderString`,
/// `image`, `type`, `editable` and `borderStyle`; an AppKit box's `boxType`). An image is a system
/// symbol where the element that names it says `catalog="system"`, or the document's resources do.
enum IBContentReader {
    static func content(of element: IBElement, systemImages: Set<String>) -> ViewContent {
        var content = ViewContent()
        let cell = element.children.first { $0["key"] == "cell" }  // AppKit's `<buttonCell key="cell" title=…>`
        content.text = element["text"] ?? element.child("string", key: "text").map(\.text)
        content.placeholder = element["placeholder"]
        let normal = element.children(named: "state").first { $0["key"] == "normal" }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        content.title = normal?["title"] ?? configuration?["title"]
        let reference = [element, configuration, cell].lazy.compactMap { $0?.child("imageReference", key: "image") }.first
        if let reference {
            content.imageName = reference["image"]
            content.isSystemImage = reference["catalog"] == "system"
        } else if let source = [element, normal, configuration, cell].lazy.compactMap({ $0 }).first(where: { $0["image"] != nil }) {
            content.imageName = source["image"]
            content.isSystemImage = source["catalog"] == "system"
        }
        if let name = content.imageName, systemImages.contains(name) { content.isSystemImage = true }
        content.font = (element.child("fontDescription", key: "fontDescription")
            ?? element.children.lazy.compactMap { $0.child("fontDescription", key: "fontDescription") }.first).flatMap(font)
        content.numberOfLines = element["numberOfLines"].flatMap { Int($0) }
        if element.name == "button" { content.buttonType = element["buttonType"] ?? "custom" }
        content.borderStyle = element["borderStyle"]
        content.segments = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
        content.scrollingDisabled = element["scrollEnabled"] == "NO"
        if let cell { readAppKit(cell, of: element, into: &content) }
        if element.name == "box" { content.boxType = element["boxType"] }  // an AppKit box has no cell
        return content
    }

    /// What an AppKit control's cell shows: a text field's text and placeholder, and whether it is a label
    /// (neither editable nor bordered); a button's title and type.
    private static func readAppKit(_ cell: IBElement, of element: IBElement, into content: inout ViewContent) {
        switch element.name {
        case "textField":
            content.isLabel = !cell.flag("editable") && cell["borderStyle"] == nil
            content.text = cell["title"].flatMap { $0.isEmpty ? nil : $0 } ?? (content.isLabel ? "" : nil)
            content.placeholder = cell["placeholderString"]
        case "button":
            content.title = cell["title"]
            content.buttonType = cell["type"] ?? "push"
        default:
            break
        }
    }

    /// `<fontDescription>`: a text style, a named font, or the system font (`type` `system`,
    /// `boldSystem`, `italicSystem`, with a `weight`; `size="system"` is the system size, 17).
    static func font(_ description: IBElement) -> ViewFont? {
        if let style = description["style"] { return .textStyle(textStyle(style)) }
        let size = description.number("pointSize") ?? (description["size"] == "system" ? 17 : nil)
        guard let size else { return nil }
        if let name = description["name"] { return .named(name, size: size) }
        switch description["type"] {
        case "boldSystem"?: return .system(size: size, weight: "bold")
        case "italicSystem"?: return .italicSystem(size: size)
        default: return .system(size: size, weight: description["weight"])
        }
    }

    /// `UICTFontTextStyleSubhead` as `UIFont.TextStyle` names it: `subheadline`.
    private static func textStyle(_ name: String) -> String {
        let style = name.hasPrefix("UICTFontTextStyle") ? String(name.dropFirst("UICTFontTextStyle".count)) : name
        switch style {
        case "Title0": return "largeTitle"
        case "Subhead": return "subheadline"
        default: return style.prefix(1).lowercased() + style.dropFirst()  // Body, Headline, Caption1, Title2…
        }
    }
}
