/// A unified diff (`diff -u`, as `git apply` and `patch -p1` read it) of one
/// file changed in one place: the lines between the longest common head and
/// tail, with three lines of context either side.
struct UnifiedDiff {
    let text: String

    init(file: String, before: String, after: String, context: Int = 3) {
        let old = Self.lines(before), new = Self.lines(after)
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        guard head < old.count - tail || head < new.count - tail else {
            text = ""
            return
        }
        let start = max(0, head - context)
        let oldEnd = min(old.count, old.count - tail + context), newEnd = min(new.count, new.count - tail + context)
        var lines = ["--- a/\(file)", "+++ b/\(file)"]
        let oldCount = oldEnd - start, newCount = newEnd - start
        lines.append("@@ -\(oldCount == 0 ? start : start + 1),\(oldCount) +\(newCount == 0 ? start : start + 1),\(newCount) @@")
        lines += old[start ..< head].map { " " + $0 }
        lines += old[head ..< old.count - tail].map { "-" + $0 }
        lines += new[head ..< new.count - tail].map { "+" + $0 }
        lines += old[(old.count - tail) ..< oldEnd].map { " " + $0 }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The text's lines, without their line feeds.
    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
