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
    private var cursor: ByteCursor
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
            secondItem: nil, secondAttribute: .notAnAttribute, secondTerm: nil, multiplier: 1, constant: .points(0),
            priority: .required)
        try readRightSide(into: &parts)
        return parts
    }

    /// `right-side = [ number "*" ] term [ "*" signed-number ] [ ( "+" | "-" ) amount ] | constant ;`
    /// (the multiplier comes first in Apple's descriptions, `0.5*b.width`, and last in SnapKit's).
    private mutating func readRightSide(into parts: inout Parts) throws(CanonicalTextError) {
        skipBlanks()
        var hasMultiplier = false
        if startsConstant() {
            let constant = try readConstant()
            skipBlanks()
            guard case .points(let multiplier) = constant, cursor.consume(if: .asterisk) else {
                parts.constant = constant
                return
            }
            parts.multiplier = multiplier
            hasMultiplier = true
        }
        let second = try readTerm()
        (parts.secondItem, parts.secondAttribute, parts.secondTerm) = (second.item, second.attribute, second.range)
        skipBlanks()
        if !hasMultiplier, cursor.consume(if: .asterisk) { parts.multiplier = try readNumber(what: "a number", signed: true) }
        skipBlanks()
        if cursor.consume(if: .plus) {
            parts.constant = try readAmount()
        } else if cursor.consume(if: .dash) {
            let amountStart = skipBlanks()
            switch try readAmount() {
            case .standardSpacing: throw error(.subtractedStandardSpace, at: cursor.range(from: amountStart))
            case .points(let value): parts.constant = .points(-value)
            }
        }
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

    /// `constant = [ "+" | "-" ] number | "standard" ;` (blanks may follow the
    /// sign: Apple prints `== - 16`).
    private mutating func readConstant() throws(CanonicalTextError) -> LayoutConstant {
        if consumeStandard() { return .standardSpacing }
        guard cursor.peek == .plus || (cursor.peek == .dash && cursor.peek(ahead: 1)?.isBlank == true) else {
            return .points(try readNumber(what: "a number", signed: true))
        }
        let negative = cursor.consume(if: .dash)
        if !negative { cursor.advance() }
        let amountStart = skipBlanks()
        switch try readAmount() {
        case .standardSpacing where negative: throw error(.subtractedStandardSpace, at: cursor.range(from: amountStart))
        case .standardSpacing: return .standardSpacing
        case .points(let value): return .points(negative ? -value : value)
        }
    }

    /// `amount = number | "standard" ;`
    private mutating func readAmount() throws(CanonicalTextError) -> LayoutConstant {
        skipBlanks()
        if consumeStandard() { return .standardSpacing }
        return .points(try readNumber(what: "a number", signed: false))
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

    /// Whether the right side is a constant (or a multiplier before a term): a
    /// digit, a sign, or the word `standard`.
    private func startsConstant() -> Bool {
        guard let byte = cursor.peek else { return false }
        if byte.isDigit || byte == .dash || byte == .plus { return true }
        return isStandard(at: cursor.position)
    }

    private func isStandard(at start: Int) -> Bool {
        let word = LayoutConstant.standardSpacingText.utf8
        let end = start + word.count
        guard end <= cursor.bytes.count, cursor.bytes[start ..< end].elementsEqual(word) else { return false }
        return end == cursor.bytes.count || !cursor.bytes[end].isNameContinuation
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
                constant: parts.constant, priority: parts.priority, origin: .canonicalText(canonicalText))
        } catch {
            throw CanonicalTextError(.invalidConstraint(error), text: canonicalText, range: 0 ..< canonicalText.utf8.count)
        }
    }
}
