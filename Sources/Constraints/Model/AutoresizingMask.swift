/// UIKit's `UIViewAutoresizing` (AppKit's `NSView.AutoresizingMask` has the
/// same bits): which of a view's margins and sizes grow with its superview.
/// Interface Builder stores it (`<autoresizingMask>`), the layout engine
/// follows it, and a console log prints it as codes: `h=` then the left
/// margin, width and right margin, `v=` then the top margin, height and
/// bottom margin, each `-` (fixed) or `&` (flexible).
///
/// `h=--& v=--&` is UIKit's default (no flexible part, or only the far
/// margins: the two behave the same).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Each flag under UIKit's Swift name (`flexibleWidth`), in bit order: how code and scene files spell them.
    public static let named: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The names of the flags set, in bit order.
    public var names: [String] { Self.named.filter { contains($0.flag) }.map(\.name) }

    /// Each flag under AppKit's Swift name (`NSView.AutoresizingMask`), in AppKit's bit order. AppKit
    /// measures y from the superview's bottom, so UIKit's flexible bottom margin is its `minYMargin` and
    /// the flexible top margin its `maxYMargin`.
    public static let appKitNamed: [(name: String, flag: AutoresizingMask)] = [
        ("minXMargin", .flexibleLeftMargin), ("width", .flexibleWidth), ("maxXMargin", .flexibleRightMargin),
        ("minYMargin", .flexibleBottomMargin), ("height", .flexibleHeight), ("maxYMargin", .flexibleTopMargin),
    ]

    /// AppKit's names of the flags set, in AppKit's bit order.
    public var appKitNames: [String] { Self.appKitNamed.filter { contains($0.flag) }.map(\.name) }

    /// The mask of the codes `h=abc v=def`, each of `a`…`f` `-` or `&`; `nil` for anything else.
    public init?(horizontal: String, vertical: String) {
        let codes = Array(horizontal.utf8) + Array(vertical.utf8)
        guard codes.count == 6, codes.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "&") }) else { return nil }
        var mask: UInt = 0
        for (bit, code) in codes.enumerated() where code == UInt8(ascii: "&") { mask |= 1 << UInt(bit) }
        self.init(rawValue: mask)
    }

    /// The codes as UIKit prints them: `h=--& v=--&`.
    public var codes: String {
        let symbols = (0 ..< 6).map { rawValue & (1 << UInt($0)) != 0 ? "&" : "-" }
        return "h=" + symbols[0 ..< 3].joined() + " v=" + symbols[3 ..< 6].joined()
    }

    /// The flexible parts, in words: `flexible width, flexible height`, or `nothing flexible`.
    public var description: String {
        let names = [
            (Self.flexibleLeftMargin, "flexible left margin"), (.flexibleWidth, "flexible width"),
            (.flexibleRightMargin, "flexible right margin"), (.flexibleTopMargin, "flexible top margin"),
            (.flexibleHeight, "flexible height"), (.flexibleBottomMargin, "flexible bottom margin"),
        ].filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "nothing flexible" : names.joined(separator: ", ")
    }
}
