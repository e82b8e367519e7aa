/// One element of an Interface Builder document: its name, its attributes,
/// its child elements in document order, and where its start tag is (bytes of
/// the file), so that a diagnostic about it points at `file:line:column`.
public final class IBElement {
    public let name: String
    public let attributes: [String: String]
    public internal(set) var children: [IBElement] = []
    /// The bytes of the start of the element's tag: `<` and its name.
    public let range: Range<Int>

    init(name: String, attributes: [String: String], range: Range<Int>) {
        self.name = name
        self.attributes = attributes
        self.range = range
    }

    /// The attribute `name`, if the element has it.
    public subscript(_ name: String) -> String? { attributes[name] }

    /// Whether the attribute `name` is `YES`.
    public func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    /// The attribute `name` as a number, if it is one.
    public func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

    /// The first child named `name` (with `key` when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`.
    public func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> IBElement? {
        children.first { $0["key"] == key }
    }
}
