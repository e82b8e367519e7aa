
extension Scene {
    /// Reads one constraint of canonical text over the scene, first adding a
    /// view (inside the container) for every item name it has no item for;
    /// `X.safeAreaLayoutGuide`, `X.layoutMarginsGuide` and `X.keyboardLayoutGuide`
    /// are view X's guides, and the names alone `self`'s.
    public func constraint(canonicalText text: String) throws(CanonicalTextError) -> LayoutConstraint {
        let bytes = Array(text.utf8)
        let guides = LayoutGuide.Kind.builtIn.compactMap(\.propertyName)
        var start = 0
        while start < bytes.count {
            if let end = DottedItemNames().endOfItemName(in: bytes, from: start), start == 0 || Self.separates(bytes[start - 1]) {
                var name = String(decoding: bytes[start ..< end], as: UTF8.self)
                for guide in guides where name.hasSuffix("." + guide) {
                    name = String(name.dropLast(guide.count + 1))
                }
                if guides.contains(name) { name = "self" }
                if name != container.name { addView(named: name) }
                start = end
            }
            start += 1
        }
        return try LayoutConstraint(canonicalText: text, items: items)
    }

    private static func separates(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .equals || byte == .less || byte == .greater || byte == .plus || byte == .dash
            || byte == .asterisk
    }
}
