/// Reads one constraint from canonical text (DESIGN.md; the grammar is in
/// Grammar.md, "Canonical constraint text"), over the shared byte cursor, one
/// function per rule. Blanks may separate tokens anywhere.
///
/// The item-name rule and the way names become items are parameters, so the
/// same grammar reads canonical text (`DottedItemNames`, names looked up in a
/// dictionary) and the equations of other notations: the console-log reader
/// reads the equation of a description with its own rule and item type, on
/// the bytes of the description, and goes on where `readEquation()` stops.
package struct CanonicalTextReader<Naming: ItemNameRule, Item> {
    private var cursor: ByteCursor<[UInt8]>
    private let text: String
    private let naming: Naming
    private let resolve: (String, Range<Int>) -> Item?

    /// A reader of `text` that finds item names by `naming` and turns them
    /// into items with `resolve` (given the name and its byte range).
    package init(text: String, naming: Naming, resolve: @escaping (String, Range<Int>) -> Item?) {
        self.init(bytes: Array(text.utf8), at: 0, naming: naming, resolve: resolve)
    }

    /// A reader of the equation that starts at `position` in `bytes` (a
    /// notation that embeds one); errors are about the whole of `bytes`.
    package init(bytes: [UInt8], at position: Int, naming: Naming, resolve: @escaping (String, Range<Int>) -> Item?) {
        self.cursor = ByteCursor(bytes: bytes, position: position)
        self.text = String(decoding: bytes, as: UTF8.self)
        self.naming = naming
        self.resolve = resolve
    }

    /// The offset of the next byte to read.
    package var position: Int { cursor.position }

    /// The fields of a constraint as read, before Apple's validation.
    package struct Parts {
        package var firstItem: Item
        package var firstAttribute: LayoutAttribute
        /// The bytes of the first term (`item.attribute`).
        package var firstTerm: Range<Int>
        package var relation: LayoutRelation
        package var secondItem: Item?
        package var secondAttribute: LayoutAttribute
        /// The bytes of the second term, when there is one.
        package var secondTerm: Range<Int>?
        package var multiplier: Double
        /// The multiplier when it names metrics (`* ratio`).
        package var symbolicMultiplier: MetricExpression?
        package var constant: LayoutConstant
        package var priority: LayoutPriority
    }

    // MARK: Rules

    /// `constraint = equation [ "@" priority ] ;`, then the end of the text.
    package mutating func readConstraint() throws(CanonicalTextError) -> Parts {
        var parts = try readEquation()
        skipBlanks()
        if cursor.consume(if: .at) { parts.priority = try readPriority() }
        skipBlanks()
        guard cursor.isAtEnd else {
            throw error(.expectedEnd, at: cursor.position ..< tokenEnd(from: cursor.position))
        }
        return parts
    }

    /// `equation = term relation right-side ;`, leaving the cursor after the
    /// right side (and any blanks after it).
    package mutating func readEquation() throws(CanonicalTextError) -> Parts {
        let first = try readTerm()
        let relation = try readRelation()
        var parts = Parts(
            firstItem: first.item, firstAttribute: first.attribute, firstTerm: first.range, relation: relation,
            secondItem: nil, secondAttribute: .notAnAttribute, secondTerm: nil, multiplier: 1, symbolicMultiplier: nil,
            constant: .points(0), priority: .required)
        try readRightSide(into: &parts)
        return parts
    }

    /// `right-side = [ number "*" ] term [ "*" factor ] { ( "+" | "-" ) summand } | constant ;`
    /// where a `summand` is `standard` only alone and after `+` (the multiplier
    /// comes first in Apple's descriptions, `0.5*b.width`, and last in canonical text).
    private mutating func readRightSide(into parts: inout Parts) throws(CanonicalTextError) {
        skipBlanks()
        let leadingMultiplier = readLeadingMultiplier()
        if leadingMultiplier == nil, startsConstant() {
            parts.constant = try readConstant()
            return
        }
        let second = try readTerm()
        (parts.secondItem, parts.secondAttribute, parts.secondTerm) = (second.item, second.attribute, second.range)
        skipBlanks()
        if let leadingMultiplier {
            parts.multiplier = leadingMultiplier
        } else if cursor.consume(if: .asterisk) {
            let factor = try readFactor()
            if let value = factor.value { parts.multiplier = value } else { parts.symbolicMultiplier = factor }
        }
        skipBlanks()
        if cursor.peek == .plus, startsStandard(after: 1) {
            cursor.advance()
            skipBlanks()
            _ = consumeStandard()
            parts.constant = .standardSpacing
            return
        }
        if cursor.peek == .dash, startsStandard(after: 1) {
            cursor.advance()
            let start = skipBlanks()
            throw error(.subtractedStandardSpace, at: start ..< start + LayoutConstant.standardSpacingText.utf8.count)
        }
        parts.constant = LayoutConstant(try readSums(startingWith: MetricExpression()))
    }

    /// `number "*"` before a term (`0.5*b.width`): the number, with the cursor
    /// at the term; otherwise `nil` and the cursor where it was.
    private mutating func readLeadingMultiplier() -> Double? {
        let start = cursor.position
        guard cursor.peek?.isDigit == true || cursor.peek == .dash,
              let range = NumberScanner.scan(&cursor, grammar: .decimal)
        else { return nil }
        skipBlanks()
        if cursor.consume(if: .asterisk) {
            skipBlanks()
            // A term follows (`0.5*b.width`), not a quoted metric, whose dots are its own (`2 * \`perv.top\``).
            if cursor.peek != UInt8(ascii: "`"), naming.endOfItemName(in: cursor.bytes, from: cursor.position) != nil {
                let value = NumberScanner.value(of: cursor.bytes[range])
                if value.isFinite { return value }
            }
        }
        cursor.position = start
        return nil
    }

    /// `constant = expression | "standard" ;` with `expression = [ "-" ] summand { ( "+" | "-" ) summand } ;`
    private mutating func readConstant() throws(CanonicalTextError) -> LayoutConstant {
        if consumeStandard() { return .standardSpacing }
        return LayoutConstant(try readExpression())
    }

    /// `expression = [ "+" | "-" ] summand { ( "+" | "-" ) summand } ;` (blanks
    /// may follow the sign: Apple prints `== - 16` and `== + 70`).
    private mutating func readExpression() throws(CanonicalTextError) -> MetricExpression {
        skipBlanks()
        let negative = cursor.peek == .dash && !(cursor.peek(ahead: 1)?.isDigit ?? false)
        if negative, startsStandard(after: 1) {
            cursor.advance()
            let start = skipBlanks()
            throw error(.subtractedStandardSpace, at: start ..< start + LayoutConstant.standardSpacingText.utf8.count)
        }
        if negative || cursor.peek == .plus { cursor.advance() }
        let first = try readSummand()
        return try readSums(startingWith: negative ? -first : first)
    }

    /// `{ ( "+" | "-" ) summand }`, added to `sum`.
    private mutating func readSums(startingWith sum: MetricExpression) throws(CanonicalTextError) -> MetricExpression {
        var sum = sum
        while true {
            skipBlanks()
            if cursor.consume(if: .plus) {
                sum = sum + (try readSummand())
            } else if cursor.consume(if: .dash) {
                sum = sum - (try readSummand())
            } else {
                return sum
            }
        }
    }

    /// `summand = number [ "*" metric ] | metric ;` (no term can stand here, so any name is a metric).
    private mutating func readSummand() throws(CanonicalTextError) -> MetricExpression {
        let start = skipBlanks()
        if cursor.peek == UInt8(ascii: "`") || cursor.peek?.isNameStart ?? false {
            return MetricExpression(metric: try readMetric())
        }
        guard cursor.peek?.isDigit ?? false || cursor.peek == .dash else {
            throw error(.expectedNumber(what: "a number or metric", found: cursor.text(in: start ..< tokenEnd(from: start))),
                        at: start ..< tokenEnd(from: start))
        }
        let value = try readNumber(what: "a number or metric", signed: true)
        skipBlanks()
        guard cursor.peek == .asterisk else { return MetricExpression(constant: value) }
        cursor.advance()
        skipBlanks()
        return MetricExpression(metric: try readMetric()) * value
    }

    /// `factor = signed-number | metric | "(" expression ")" ;`
    private mutating func readFactor() throws(CanonicalTextError) -> MetricExpression {
        let start = skipBlanks()
        if cursor.consume(if: .openParenthesis) {
            let expression = try readExpression()
            skipBlanks()
            guard cursor.consume(if: .closeParenthesis) else {
                throw error(.expectedNumber(what: "')'", found: cursor.text(in: cursor.position ..< tokenEnd(from: cursor.position))),
                            at: cursor.position ..< tokenEnd(from: cursor.position))
            }
            return expression
        }
        // No term can follow '*', so any name there is a metric.
        if cursor.peek == UInt8(ascii: "`") || (cursor.peek?.isNameStart ?? false) && !isStandard(at: cursor.position) {
            return MetricExpression(metric: try readMetric())
        }
        cursor.position = start
        return MetricExpression(constant: try readNumber(what: "a number", signed: true))
    }

    /// `metric = metric-name | "`" any-text "`" ;` (Grammar.md).
    private mutating func readMetric() throws(CanonicalTextError) -> String {
        let start = skipBlanks()
        if cursor.consume(if: UInt8(ascii: "`")) {
            let name = cursor.consume { $0 != UInt8(ascii: "`") }
            guard cursor.consume(if: UInt8(ascii: "`")), !name.isEmpty else {
                throw error(.expectedNumber(what: "a metric name closed by '`'", found: ""), at: start ..< cursor.position)
            }
            return cursor.text(in: name)
        }
        guard let end = MetricName.pathEnd(in: cursor.bytes, from: start) else {
            throw error(.expectedNumber(what: "a metric name", found: cursor.text(in: start ..< tokenEnd(from: start))),
                        at: start ..< tokenEnd(from: start))
        }
        cursor.position = end
        return cursor.text(in: start ..< end)
    }

    /// `term = item-name "." attribute-name ;` with the item name found by the
    /// naming rule and the attribute named as the rule spells attributes.
    private mutating func readTerm() throws(CanonicalTextError) -> (item: Item, attribute: LayoutAttribute, range: Range<Int>) {
        let start = skipBlanks()
        let tokenEnd = tokenEnd(from: start)
        guard tokenEnd > start else { throw error(.expectedTerm, at: start ..< start) }
        guard let nameEnd = naming.endOfItemName(in: cursor.bytes, from: start) else {
            // No known attribute: report the item first, then the attribute, at the token's last '.'.
            guard let dot = cursor.bytes[start ..< tokenEnd].lastIndex(of: .dot), dot > start else {
                throw error(.expectedAttribute(after: cursor.text(in: start ..< tokenEnd)), at: start ..< tokenEnd)
            }
            _ = try item(named: start ..< dot)
            throw error(.unknownAttribute(cursor.text(in: dot + 1 ..< tokenEnd)), at: dot + 1 ..< tokenEnd)
        }
        let item = try item(named: start ..< nameEnd)
        cursor.position = nameEnd + 1
        let attributeRange = cursor.consume(while: \.isLetter)
        // The naming rule only stops before a known attribute name.
        let attribute = naming.attribute(named: cursor.text(in: attributeRange)) ?? .notAnAttribute
        guard attribute != .notAnAttribute else {
            throw error(.unknownAttribute(cursor.text(in: attributeRange)), at: attributeRange)
        }
        return (item, attribute, start ..< cursor.position)
    }

    /// `relation = "==" | "<=" | ">=" ;`
    private mutating func readRelation() throws(CanonicalTextError) -> LayoutRelation {
        let start = skipBlanks()
        if cursor.consume(ifLiteral: "==") { return .equal }
        if cursor.consume(ifLiteral: "<=") { return .lessThanOrEqual }
        if cursor.consume(ifLiteral: ">=") { return .greaterThanOrEqual }
        throw error(.expectedRelation, at: start ..< tokenEnd(from: start))
    }

    /// `priority = number ;` in (0, 1000] once the constraint is validated; it must fit a `Float`.
    private mutating func readPriority() throws(CanonicalTextError) -> LayoutPriority {
        let start = cursor.position - 1
        let value = try readNumber(what: "a priority after '@'", signed: false)
        guard value <= Double(Float.greatestFiniteMagnitude) else {
            throw error(.expectedNumber(what: "a priority in (0, 1000]", found: ""), at: cursor.range(from: start))
        }
        return LayoutPriority(Float(value))
    }

    /// `number = digits [ "." digits ] [ ( "e" | "E" ) [ "+" | "-" ] digits ] ;`, finite,
    /// with a leading `-` where `signed`. The whole blank-delimited token must be the number.
    private mutating func readNumber(what: String, signed: Bool) throws(CanonicalTextError) -> Double {
        let start = skipBlanks()
        let end = tokenEnd(from: start)
        let startsWell = cursor.peek.map { $0.isDigit || (signed && $0 == .dash) } ?? false
        if startsWell, let range = NumberScanner.scan(&cursor, grammar: .decimal), range.upperBound == end
            || !(cursor.peek.map { $0.isNameContinuation || $0 == .dot } ?? false)
        {
            let value = NumberScanner.value(of: cursor.bytes[range])
            if value.isFinite { return value }
        }
        cursor.position = start
        throw error(.expectedNumber(what: what, found: cursor.text(in: start ..< end)), at: start ..< end)
    }

    // MARK: Tokens

    /// Whether the right side is a constant: a digit, a `-`, the word
    /// `standard`, or a metric (a name that is not an item's term).
    private func startsConstant() -> Bool {
        guard let byte = cursor.peek else { return false }
        if byte.isDigit || byte == .dash || byte == .plus { return true }
        return isStandard(at: cursor.position) || startsMetric()
    }

    /// Whether a metric starts here: a backquote, or a name that the naming
    /// rule does not read as an item's term: one without a dot, or one whose
    /// first part is not an item (`b.widht` stays an item's unknown attribute).
    private func startsMetric() -> Bool {
        guard let byte = cursor.peek else { return false }
        if byte == UInt8(ascii: "`") { return true }
        guard byte.isNameStart, !isStandard(at: cursor.position),
              naming.endOfItemName(in: cursor.bytes, from: cursor.position) == nil
        else { return false }
        var end = cursor.position
        while end < cursor.bytes.count, cursor.bytes[end].isNameContinuation { end += 1 }
        // A name with no '.' after it cannot be a term, even an item's name: it is a metric.
        guard end < cursor.bytes.count, cursor.bytes[end] == .dot else { return true }
        return resolve(cursor.text(in: cursor.position ..< end), cursor.position ..< end) == nil
    }

    private func isStandard(at start: Int) -> Bool {
        let word = LayoutConstant.standardSpacingText.utf8
        let end = start + word.count
        guard end <= cursor.bytes.count, cursor.bytes[start ..< end].elementsEqual(word) else { return false }
        return end == cursor.bytes.count || !cursor.bytes[end].isNameContinuation
    }

    /// Whether `standard` follows the next `offset` bytes and any blanks.
    private func startsStandard(after offset: Int) -> Bool {
        var index = cursor.position + offset
        while index < cursor.bytes.count, cursor.bytes[index].isBlank { index += 1 }
        return isStandard(at: index)
    }

    private mutating func consumeStandard() -> Bool {
        guard isStandard(at: cursor.position) else { return false }
        cursor.advance(by: LayoutConstant.standardSpacingText.utf8.count)
        return true
    }

    /// The item a name stands for.
    private func item(named range: Range<Int>) throws(CanonicalTextError) -> Item {
        let name = cursor.text(in: range)
        guard let item = resolve(name, range) else { throw error(.unknownItem(name), at: range) }
        return item
    }

    @discardableResult
    private mutating func skipBlanks() -> Int {
        cursor.consume(while: \.isBlank)
        return cursor.position
    }

    /// The end of the blank-delimited token starting at `start`.
    private func tokenEnd(from start: Int) -> Int {
        var end = start
        while end < cursor.bytes.count, !cursor.bytes[end].isBlank { end += 1 }
        return end
    }

    private func error(_ kind: CanonicalTextError.Kind, at range: Range<Int>) -> CanonicalTextError {
        CanonicalTextError(kind, text: text, range: range)
    }
}

extension LayoutConstraint {
    /// Reads a constraint from its canonical text, looking item names up in `items`
    /// (`"b.leading >= a.trailing + 8 @750"`). The result's `description` is the
    /// text in canonical spacing.
    public convenience init(canonicalText: String, items: [String: LayoutItem]) throws(CanonicalTextError) {
        var reader = CanonicalTextReader(text: canonicalText, naming: DottedItemNames()) { name, _ in items[name] }
        let parts = try reader.readConstraint()
        do {
            try self.init(
                item: parts.firstItem, attribute: parts.firstAttribute, relatedBy: parts.relation,
                toItem: parts.secondItem, attribute: parts.secondAttribute, multiplier: parts.multiplier,
                symbolicMultiplier: parts.symbolicMultiplier, constant: parts.constant, priority: parts.priority, origin: .canonicalText(canonicalText))
        } catch {
            throw CanonicalTextError(.invalidConstraint(error), text: canonicalText, range: 0 ..< canonicalText.utf8.count)
        }
    }
}
