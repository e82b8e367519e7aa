import Layout

/// The traits a layout is made for: the width and height size classes;
/// `nil` is Any, the base configuration of Xcode 6 and 7's square canvas.
public struct IBTraits: Equatable, Sendable, CustomStringConvertible {
    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass?, height: SizeClass?) {
        self.width = width
        self.height = height
    }

    /// `wC hR`, as Xcode's device bar writes them (`wAny hAny` for the base configuration).
    public var description: String {
        "w\(width?.letter ?? "Any") h\(height?.letter ?? "Any")"
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

/// The traits a `<variation key="…">` applies to: `default` (every trait),
/// or `widthClass=…` and/or `heightClass=…`; other keys (`userInterfaceIdiom=mac`) match no iOS device.
public struct IBTraitPredicate: Equatable, Sendable, CustomStringConvertible {
    public let key: String
    public let width: SizeClass?
    public let height: SizeClass?
    /// Whether the key names something other than size classes, which no trait this package models matches.
    public let isForeign: Bool

    public init(key: String) {
        self.key = key
        var width: SizeClass?, height: SizeClass?, foreign = false
        if key != "default" {
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
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
        isForeign = foreign
    }

    /// Whether this is the `default` variation (the Any/Any configuration).
    public var isDefault: Bool { key == "default" }

    /// Whether the variation applies under `traits`.
    public func matches(_ traits: IBTraits) -> Bool {
        guard !isForeign else { return false }
        return (width == nil || width == traits.width) && (height == nil || height == traits.height)
    }

    /// How many size classes it names: a more specific variation wins over a more general one.
    public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

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
