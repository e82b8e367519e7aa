@_spi(Readers) import Constraints

/// The item names a line of canonical text mentions, found with canonical
/// text's own naming rule, so that a scene without view declarations can
/// make a view for each.
enum CanonicalTextItemNames {
    /// Every item name in `text`, in order of appearance, each once.
    static func names(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        let rule = DottedItemNames()
        var names: [String] = [], seen: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard bytes[index].isNameStart else {
                index += 1
                continue
            }
            if let end = rule.endOfItemName(in: bytes, from: index) {
                let name = String(decoding: bytes[index ..< end], as: UTF8.self)
                if seen.insert(name).inserted { names.append(name) }
                index = end + 1
            }
            while index < bytes.count, bytes[index].isNameContinuation || bytes[index] == .dot { index += 1 }
        }
        return names
    }
}
