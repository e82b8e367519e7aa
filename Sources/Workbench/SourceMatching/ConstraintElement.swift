@_spi(Readers) import Constraints

/// A `<constraint>` element of an Interface Builder document, found from
/// where the reader says its tag starts, without parsing the document again:
/// its attributes (names and quoted values) and where the element ends, so
/// the patcher can set its `priority` or take the element out.
///
/// grammar: element := "<constraint" ( blank name "=" ( '"' … '"' | "'" … "'" ) )* blank? ( "/>" | ">" … "</constraint>" )
struct ConstraintElement {
    /// One attribute of the tag: the bytes of its name and of its value (inside the quotes).
    struct Attribute {
        let name: String
        let value: Range<Int>
    }

    let bytes: [UInt8]
    /// The tag's `<`.
    let start: Int
    let attributes: [Attribute]
    /// Where the attributes end: the `/>` or `>` that closes the tag.
    let tagEnd: Int
    /// Just past the element: its `/>`, or its `</constraint>`.
    let end: Int

    /// The element whose tag starts at `start`; `nil` where no whole `<constraint …>` element is.
    init?(bytes: [UInt8], start: Int) {
        let opening = Self.opening
        guard start >= 0, start + opening.count < bytes.count, bytes[start ..< start + opening.count].elementsEqual(opening),
              [.space, .tab, .lineFeed, .carriageReturn, .slash, .greater].contains(bytes[start + opening.count])
        else { return nil }
        self.bytes = bytes
        self.start = start
        var attributes: [Attribute] = []
        var position = start + opening.count
        while true {
            while position < bytes.count, bytes[position].isBlank || bytes[position] == .lineFeed || bytes[position] == .carriageReturn { position += 1 }
            guard position < bytes.count else { return nil }
            if bytes[position] == .slash || bytes[position] == .greater { break }
            let nameStart = position
            while position < bytes.count, bytes[position] != .equals, !bytes[position].isBlank, bytes[position] != .greater { position += 1 }
            guard position + 1 < bytes.count, bytes[position] == .equals, bytes[position + 1] == .quote || bytes[position + 1] == .apostrophe
            else { return nil }
            let quote = bytes[position + 1]
            let valueStart = position + 2
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { return nil }
            attributes.append(Attribute(name: String(decoding: bytes[nameStart ..< position], as: UTF8.self), value: valueStart ..< valueEnd))
            position = valueEnd + 1
        }
        self.attributes = attributes
        tagEnd = position
        if bytes[position] == .slash {
            guard position + 1 < bytes.count, bytes[position + 1] == .greater else { return nil }
            end = position + 2
        } else {
            let closing = Array("</constraint>".utf8)
            var search = position + 1
            while search + closing.count <= bytes.count, !bytes[search ..< search + closing.count].elementsEqual(closing) { search += 1 }
            guard search + closing.count <= bytes.count else { return nil }
            end = search + closing.count
        }
    }

    /// The element's IB id (its `id` attribute).
    var id: String? {
        attributes.first { $0.name == "id" }.map { String(decoding: bytes[$0.value], as: UTF8.self) }
    }

    /// Whether an attribute elsewhere in the document holds `id` (an outlet's `destination`, a
    /// variation's `reference`), which taking the element out would leave pointing at nothing.
    func isReferenced(as id: String) -> Bool {
        let quoted = Array("=\"\(id)\"".utf8)
        var position = 0
        while position + quoted.count <= bytes.count {
            if bytes[position] == .equals, bytes[position ..< position + quoted.count].elementsEqual(quoted), !(start ..< end).contains(position) {
                return true
            }
            position += 1
        }
        return false
    }

    private static let opening = Array("<constraint".utf8)

    /// The attributes IB writes after `priority`, in the order it writes them: a new `priority` goes before the first there is.
    private static let afterPriority = ["constant", "symbolic", "identifier", "id"]

    /// The change that gives the element `priority="value"`: its own replaced, or the attribute added where IB writes it.
    func prioritized(_ value: String) -> (range: Range<Int>, replacement: String) {
        if let priority = attributes.first(where: { $0.name == "priority" }) { return (priority.value, value) }
        // Just after the attribute before the first of those that follow it (its closing quote), else after the last.
        let next = Self.afterPriority.lazy.compactMap { name in attributes.firstIndex { $0.name == name } }.first ?? attributes.count
        let insertion = next > 0 ? attributes[next - 1].value.upperBound + 1 : start + Self.opening.count
        return (insertion ..< insertion, " priority=\"\(value)\"")
    }
}
