/// Reads one constraint from canonical text (DESIGN.md), resolving item names
/// through a dictionary.
///
/// Grammar (tokens are separated by blanks):
///
///     constraint  := term relation right-side [ "@" number ]
///     right-side  := term [ "*" number ] [ ("+" | "-") amount ]
///                  | signed-number | "standard"
///     term        := item-name "." attribute-name     (the last "." splits them)
///     amount      := number | "standard"
struct CanonicalTextReader {
    private let text: String
    private let bytes: [UInt8]
    private let items: [String: LayoutItem]
    private var position = 0

    init(text: String, items: [String: LayoutItem]) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.items = items
    }

    /// The fields of a constraint as read, before Apple's validation.
    struct Parts {
        var firstItem: LayoutItem
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var secondItem: LayoutItem?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: LayoutConstant
        var priority: LayoutPriority
    }

    /// `constraint := term relation right-side [ "@" number ]`
    mutating func readConstraint() throws(CanonicalTextError) -> Parts {
        let (firstItem, firstAttribute) = try readTerm()
        let relation = try readRelation()
        var secondItem: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        var multiplier = 1.0
        var constant = LayoutConstant.points(0)

        let start = skipBlanks()
        if isAtNumberOrStandard(start) {
            constant = try readAmount(allowingSign: true)
        } else {
            (secondItem, secondAttribute) = try readTerm()
            if peekToken() == "*" {
                _ = nextToken()
                multiplier = try readNumber(allowingSign: true)
            }
            if let sign = peekToken(), sign == "+" || sign == "-" {
                _ = nextToken()
                constant = try readAmount(allowingSign: false)
                if sign == "-", case .standardSpacing = constant {
                    throw error(at: position - LayoutConstant.standardSpacingText.utf8.count ..< position,
                                "expected a number after '-' (the standard space can only be added)")
                }
                if sign == "-", case .points(let value) = constant { constant = .points(-value) }
            }
        }

        var priority = LayoutPriority.required
        if let token = peekToken(), token.hasPrefix("@") {
            let tokenStart = skipBlanks()
            position += 1
            let value = try readNumber(allowingSign: false, expectation: "expected a priority after '@'")
            guard value <= Double(Float.greatestFiniteMagnitude) else {
                throw error(at: tokenStart ..< position, "expected a priority in (0, 1000]")
            }
            priority = LayoutPriority(Float(value))
        }
        let end = skipBlanks()
        guard end == bytes.count else {
            throw error(at: end ..< tokenEnd(from: end), "expected the end of the constraint")
        }
        return Parts(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority)
    }

    // MARK: Rules

    /// `term := item-name "." attribute-name`
    private mutating func readTerm() throws(CanonicalTextError) -> (LayoutItem, LayoutAttribute) {
        let start = skipBlanks()
        guard let token = nextToken() else {
            throw error(at: start ..< start, "expected an item and attribute such as 'box.width'")
        }
        guard let dot = token.lastIndex(of: ".") else {
            throw error(at: start ..< position, "expected '.' and an attribute after '\(token)'")
        }
        let name = String(token[..<dot])
        let attributeName = String(token[token.index(after: dot)...])
        let nameEnd = start + name.utf8.count
        guard let item = items[name] else {
            throw error(at: start ..< nameEnd, "unknown item '\(name)'")
        }
        guard let attribute = LayoutAttribute(name: attributeName), attribute != .notAnAttribute else {
            throw error(at: nameEnd + 1 ..< position, "expected an attribute name such as 'leading', not '\(attributeName)'")
        }
        return (item, attribute)
    }

    /// `relation := "==" | "<=" | ">="`
    private mutating func readRelation() throws(CanonicalTextError) -> LayoutRelation {
        let start = skipBlanks()
        guard let token = nextToken(), let relation = LayoutRelation(symbol: token) else {
            throw error(at: start ..< tokenEnd(from: start), "expected a relation ('==', '<=' or '>=')")
        }
        return relation
    }

    /// `amount := number | "standard"`, optionally signed.
    private mutating func readAmount(allowingSign: Bool) throws(CanonicalTextError) -> LayoutConstant {
        if peekToken() == LayoutConstant.standardSpacingText {
            _ = nextToken()
            return .standardSpacing
        }
        return .points(try readNumber(allowingSign: allowingSign))
    }

    /// A decimal number: digits, an optional fraction and exponent; a leading
    /// `-` only where a sign is allowed.
    private mutating func readNumber(
        allowingSign: Bool, expectation: String = "expected a number"
    ) throws(CanonicalTextError) -> Double {
        let start = skipBlanks()
        let end = tokenEnd(from: start)
        let token = String(decoding: bytes[start ..< end], as: UTF8.self)
        guard Self.isDecimalNumber(token, allowingSign: allowingSign), let value = Double(token), value.isFinite else {
            throw error(at: start ..< end, expectation + (token.isEmpty ? "" : ", not '\(token)'"))
        }
        position = end
        return value
    }

    // MARK: Tokens

    private func isAtNumberOrStandard(_ offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        let byte = bytes[offset]
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return true }
        if byte == UInt8(ascii: "-") { return true }
        let end = tokenEnd(from: offset)
        return String(decoding: bytes[offset ..< end], as: UTF8.self) == LayoutConstant.standardSpacingText
    }

    private static func isDecimalNumber(_ token: String, allowingSign: Bool) -> Bool {
        var scalars = Substring(token).unicodeScalars[...]
        if allowingSign, scalars.first == "-" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, ("0"..."9").contains(first) else { return false }
        return scalars.allSatisfy { ("0"..."9").contains($0) || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }
    }

    @discardableResult
    private mutating func skipBlanks() -> Int {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return position
    }

    private func tokenEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t") { end += 1 }
        return end
    }

    private mutating func peekToken() -> String? {
        let start = skipBlanks()
        let end = tokenEnd(from: start)
        return start == end ? nil : String(decoding: bytes[start ..< end], as: UTF8.self)
    }

    private mutating func nextToken() -> String? {
        guard let token = peekToken() else { return nil }
        position = tokenEnd(from: position)
        return token
    }

    private func error(at range: Range<Int>, _ message: String) -> CanonicalTextError {
        CanonicalTextError(text: text, range: range, message: message)
    }
}

extension LayoutConstraint {
    /// Reads a constraint from its canonical text, looking item names up in `items`
    /// (`"b.leading >= a.trailing + 8 @750"`). The result's `description` is the
    /// text in canonical spacing.
    public convenience init(canonicalText: String, items: [String: LayoutItem]) throws(CanonicalTextError) {
        var reader = CanonicalTextReader(text: canonicalText, items: items)
        let parts = try reader.readConstraint()
        do {
            try self.init(
                item: parts.firstItem, attribute: parts.firstAttribute, relatedBy: parts.relation,
                toItem: parts.secondItem, attribute: parts.secondAttribute, multiplier: parts.multiplier,
                constant: parts.constant, priority: parts.priority, origin: .canonicalText(canonicalText))
        } catch {
            throw CanonicalTextError(
                text: canonicalText, range: 0 ..< canonicalText.utf8.count,
                message: error.description, validationError: error)
        }
    }
}
