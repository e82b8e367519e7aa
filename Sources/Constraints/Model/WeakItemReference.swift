/// A reference to an item that reads `nil` once the item is gone, as a
/// `weak` reference does, without the cost of one: a Swift `weak` reference
/// gives its object a side table, after which every retain and release of
/// that object takes the slow path. Constraints refer to their items through
/// this (one per item, made with it), so views stay as cheap to pass around
/// as before they were constrained. The item clears it as it goes.
final class WeakItemReference {
    /// The item; `nil` once it has been deinitialized.
    private(set) unowned(unsafe) var item: LayoutItem?
    /// The item's name, kept after it is gone.
    let name: String

    init(_ item: LayoutItem) {
        self.item = item
        name = item.name
    }

    /// Called by the item's deinitializer: from now on, `item` is `nil`.
    func clear() {
        item = nil
    }
}
