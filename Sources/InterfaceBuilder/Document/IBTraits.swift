import Layout

/// The traits a layout is made for: the width and height size classes;
/// `nil` is Any, the base configuration of Xcode 6 and 7's square canvas.
public struct IBTraits: Equatable, Sendable, CustomStringConvertible {
    public var width: SizeClass?
    public var height: SizeClass?
    /// Whether the layout is a Mac Catalyst app's drawn as the Mac draws it (`<device id="mac">`), which the
    /// variations for the Mac's idiom (`userInterfaceIdiom=mac`) apply to.
    public var isMac: Bool

    public init(width: SizeClass?, height: SizeClass?, isMac: Bool = false) {
        self.width = width
        self.height = height
        self.isMac = isMac
    }

    /// `wC hR`, as Xcode's device bar writes them (`wAny hAny` for the base configuration; `wR hR mac` in the Mac's idiom).
    public var description: String {
        "w\(width?.letter ?? "Any") h\(height?.letter ?? "Any")" + (isMac ? " mac" : "")
    }

    /// Traits written `wC hR`, `wR`, `hC`…: each given class replaces this one's.
    public func overridden(by text: String) -> IBTraits? {
        var traits = self
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard word.count == 2, let axis = word.first?.lowercased(), let sizeClass = SizeClass(letter: word.dropFirst()) else { return nil }
            switch axis {
            case "w": traits.width = sizeClass
            case "h": traits.height = sizeClass
            default: return nil
            }
        }
        return traits
    }
}

/// The traits a `<variation key="…">` applies to: `default` (every trait), or `widthClass=…` and/or
/// `heightClass=…`, and or not `userInterfaceIdiom=mac` (a Mac Catalyst layout's); other keys match no device.
public struct IBTraitPredicate: Equatable, Sendable, CustomStringConvertible {
    public let key: String
    public let width: SizeClass?
    public let height: SizeClass?
    /// Whether the variation is for the Mac's idiom only.
    public let requiresMac: Bool
    /// Whether the key names something other than size classes and the Mac's idiom, which no trait this package models matches.
    public let isForeign: Bool

    public init(key: String) {
        self.key = key
        var width: SizeClass?, height: SizeClass?, mac = false, foreign = false
        if key != "default" {
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                if pair == ["userInterfaceIdiom", "mac"] {
                    mac = true
                    continue
                }
                guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else {
                    foreign = true
                    continue
                }
                switch pair[0] {
                case "widthClass": width = value
                case "heightClass": height = value
                default: foreign = true
                }
            }
        }
        self.width = width
        self.height = height
        requiresMac = mac
        isForeign = foreign
    }

    /// Whether this is the `default` variation (the Any/Any configuration).
    public var isDefault: Bool { key == "default" }

    /// Whether the variation applies under `traits`.
    public func matches(_ traits: IBTraits) -> Bool {
        guard !isForeign, !requiresMac || traits.isMac else { return false }
        return (width == nil || width == traits.width) && (height == nil || height == traits.height)
    }

    /// How many traits it names: a more specific variation wins over a more general one.
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) + (requiresMac ? 1 : 0) }

    public var description: String { key }
}

extension Sequence {
    /// Of the elements whose size-class variation (`traits` of each) applies under `traits`, the `default`
    /// one aside, the most specific: the first in document order where two are as specific.
    func mostSpecific(under traits: IBTraits, _ variationTraits: (Element) -> IBTraitPredicate) -> Element? {
        filter { !variationTraits($0).isDefault && variationTraits($0).matches(traits) }
            .max { variationTraits($0).specificity < variationTraits($1).specificity }
    }
}
