/// A number, or a linear expression over named metrics that have no value
/// yet: `padding`, `-2 * spacing + 4`, `layoutMargins.left + layoutMargins.right`.
///
/// Source code names its constants (`offset(padding)`, `multiplier: ratio`);
/// a reader that cannot know their values keeps them by name, every writer
/// prints them back as they were written, and only a layout needs numbers
/// (`substituting(_:)`). Terms keep the order they first appeared in, so the
/// same source always prints the same text.
public struct MetricExpression: Hashable, Sendable, CustomStringConvertible {
    /// `coefficient · name`.
    public struct Term: Hashable, Sendable {
        /// The metric, named as its source wrote it (`padding`, `Layout.margin`).
        public let name: String
        public let coefficient: Double
    }

    /// The named terms, none with a zero coefficient, each name once, in order of first appearance.
    public private(set) var terms: [Term]
    /// The number added to the terms.
    public private(set) var constant: Double

    /// The number `constant`.
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// The metric `name`, with coefficient 1.
    public init(metric name: String) {
        self.terms = [Term(name: name, coefficient: 1)]
        self.constant = 0
    }

    /// The value, when the expression names no metric.
    public var value: Double? { terms.isEmpty ? constant : nil }

    /// The names of the metrics, in order of first appearance.
    public var metricNames: [String] { terms.map(\.name) }

    /// The expression with the metrics `values` gives replaced by their values.
    public func substituting(_ values: [String: Double]) -> MetricExpression {
        var result = MetricExpression(constant: constant)
        for term in terms {
            if let value = values[term.name] {
                result.constant += term.coefficient * value
            } else {
                result.add(term.name, term.coefficient)
            }
        }
        return result
    }

    private mutating func add(_ name: String, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.name == name }) {
            let sum = terms[index].coefficient + coefficient
            if sum == 0 { terms.remove(at: index) } else { terms[index] = Term(name: name, coefficient: sum) }
        } else if coefficient != 0 {
            terms.append(Term(name: name, coefficient: coefficient))
        }
    }

    // MARK: Arithmetic

    public static func + (lhs: MetricExpression, rhs: MetricExpression) -> MetricExpression {
        var result = lhs
        result.constant += rhs.constant
        for term in rhs.terms { result.add(term.name, term.coefficient) }
        return result
    }

    public static prefix func - (operand: MetricExpression) -> MetricExpression {
        operand * -1
    }

    public static func - (lhs: MetricExpression, rhs: MetricExpression) -> MetricExpression {
        lhs + -rhs
    }

    public static func * (lhs: MetricExpression, rhs: Double) -> MetricExpression {
        var result = MetricExpression(constant: lhs.constant * rhs)
        for term in lhs.terms { result.add(term.name, term.coefficient * rhs) }
        return result
    }

    public static func / (lhs: MetricExpression, rhs: Double) -> MetricExpression {
        var result = MetricExpression(constant: lhs.constant / rhs)
        for term in lhs.terms { result.add(term.name, term.coefficient / rhs) }
        return result
    }

    /// The product, when it is linear: one side must be a number.
    public static func * (lhs: MetricExpression, rhs: MetricExpression) -> MetricExpression? {
        if let value = rhs.value { return lhs * value }
        if let value = lhs.value { return rhs * value }
        return nil
    }

    // MARK: Text

    /// One summand of the canonical text, without its sign: `4`, `padding`, `2 * spacing`.
    public struct Summand: Equatable, Sendable {
        public let isNegative: Bool
        public let magnitude: String
    }

    /// The summands of the canonical text, terms first, then the number (left
    /// out when zero, unless it is all there is); names as `MetricName.text(for:)` writes them.
    public var summands: [Summand] {
        var summands = terms.map { term -> Summand in
            let name = MetricName.text(for: term.name)
            let size = abs(term.coefficient)
            return Summand(
                isNegative: term.coefficient < 0,
                magnitude: size == 1 ? name : "\(CanonicalNumber.text(for: size)) * \(name)")
        }
        if constant != 0 || summands.isEmpty {
            summands.append(Summand(isNegative: constant < 0, magnitude: CanonicalNumber.text(for: abs(constant))))
        }
        return summands
    }

    /// The expression joined with ` + ` and ` - ` after its first summand.
    static func joined(_ summands: ArraySlice<Summand>) -> String {
        summands.map { ($0.isNegative ? " - " : " + ") + $0.magnitude }.joined()
    }

    /// Canonical text: `padding`, `-padding`, `2 * spacing + 4`, `` `a * b` - 1 ``.
    public var description: String { text(quotingLeadingPath: false) }

    /// Canonical text for the expression standing alone after a relation
    /// (`a.width == Layout.margin`): a leading dotted name is backquoted
    /// there, since the reader could take `b.gap` for an item's term.
    public var standaloneDescription: String { text(quotingLeadingPath: true) }

    private func text(quotingLeadingPath: Bool) -> String {
        let summands = self.summands
        guard let first = summands.first else { return "0" }
        var head = first.magnitude
        if quotingLeadingPath, !first.isNegative, let term = terms.first, head == term.name, term.name.contains(".") {
            head = "`\(term.name)`"
        }
        return (first.isNegative ? "-" : "") + head + Self.joined(summands.dropFirst())
    }
}

/// How canonical text writes the name of a metric: as it is when it reads
/// back as one name (`padding`, `Layout.margin`, `insets.left`, `scale(2)`),
/// otherwise between backquotes (`` `a * b` ``, and `` `view.bounds.width` ``,
/// which would read as an item and attribute).
public enum MetricName {
    /// The name as canonical text writes it.
    public static func text(for name: String) -> String {
        if isPath(name), DottedItemNames().endOfItemName(in: Array(name.utf8), from: 0) == nil,
           name != LayoutConstant.standardSpacingText
        {
            return name
        }
        return "`" + name.filter { $0 != "`" } + "`"
    }

    /// Whether `name` is one path (identifiers joined by dots, with calls and
    /// subscripts): what writers of source code print without parentheses.
    public static func isPath(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return pathEnd(in: bytes, from: 0) == bytes.count
    }

    /// The end of a bare metric name starting at `start`: identifiers joined
    /// by `.`, each followed by any balanced `(…)` or `[…]` groups that stay
    /// on one line; `nil` when no name starts there.
    static func pathEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while true {
            guard index < bytes.count, bytes[index].isNameStart else { return nil }
            while index < bytes.count, bytes[index].isNameContinuation { index += 1 }
            while index < bytes.count, bytes[index] == .openParenthesis || bytes[index] == .openBracket {
                guard let end = groupEnd(in: bytes, from: index) else { return nil }
                index = end
            }
            guard index + 1 < bytes.count, bytes[index] == .dot, bytes[index + 1].isNameStart else { return index }
            index += 1
        }
    }

    /// Just past the bracket that closes the one at `start`; `nil` when it is not closed on this line.
    private static func groupEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case .openParenthesis, .openBracket: depth += 1
            case .closeParenthesis, .closeBracket:
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "\n"), UInt8(ascii: "`"): return nil
            default: break
            }
            index += 1
        }
        return nil
    }
}
