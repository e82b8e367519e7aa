/// A binary min-heap of symbol ids: the candidates for entering the basis,
/// smallest first (Bland's rule), in O(log n) per change.
struct MinHeap {
    private var items: [Int32] = []

    var minimum: Int32? { items.first }

    mutating func insert(_ item: Int32) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeMinimum() {
        guard !items.isEmpty else { return }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }

    /// Removes every item that satisfies `shouldRemove`, keeping the heap order.
    mutating func removeAll(where shouldRemove: (Int32) -> Bool) {
        let kept = items.filter { !shouldRemove($0) }
        items = []
        for item in kept { insert(item) }
    }
}
