import Constraints

/// The rules every module's diagnostic catalog keeps (`DiagnosticMessage`):
/// one id per situation, each lowercase words joined by `-` in parts joined
/// by `.`, all in the module's family.
public enum DiagnosticCatalog {
    /// How `cases`, one value of each case of a catalog, break the rules for
    /// `family`; empty when they keep them.
    public static func violations(of cases: [any DiagnosticMessage], family: String) -> [String] {
        var problems: [String] = []
        var situations: [DiagnosticID: String] = [:]
        for situation in cases {
            let id = situation.id
            if let other = situations.updateValue(situation.message, forKey: id) {
                problems.append("\(id) names two situations: '\(other)' and '\(situation.message)'")
            }
            if !isWellFormed(id.rawValue) { problems.append("\(id) is not lowercase words joined by '-', in parts joined by '.'") }
            if !id.isIn(family: family) || id.rawValue == family { problems.append("\(id) is not a situation in the family \(family)") }
            if situation.message.isEmpty { problems.append("\(id) has no message") }
        }
        return problems
    }

    /// Two or more parts joined by `.`, each lowercase words (letters, then digits) joined by `-`.
    private static func isWellFormed(_ id: String) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            part.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
                guard let first = word.unicodeScalars.first, ("a" ... "z").contains(first) else { return false }
                return word.unicodeScalars.allSatisfy { ("a" ... "z").contains($0) || ("0" ... "9").contains($0) }
            }
        }
    }
}
