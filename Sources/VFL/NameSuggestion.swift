/// "Did you mean" for a name that is not in the views or metrics dictionaries.
package enum NameSuggestion {
    /// Names longer than this get no suggestion: a typo of a real name is
    /// short, and the search stays bounded (O(candidates) with a constant of
    /// at most 64 × 85 steps) whatever the input.
    static let longestName = 64

    /// The known name nearest to `name` by edit distance, if it is near enough
    /// to be a likely typo (at most a third of the name's length, and at least 1).
    /// Ties go to the alphabetically first name, so the answer never depends on dictionary order.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let source = Array(name.utf8)
        guard source.count <= longestName else { return nil }
        let limit = max(1, source.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where abs(candidate.utf8.count - source.count) <= limit {
            let distance = editDistance(source, Array(candidate.utf8))
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance(_ source: [UInt8], _ target: [UInt8]) -> Int {
        guard !source.isEmpty else { return target.count }
        var previous = Array(0 ... target.count)
        var current = previous
        for (i, sourceByte) in source.enumerated() {
            current[0] = i + 1
            for (j, targetByte) in target.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (sourceByte == targetByte ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
