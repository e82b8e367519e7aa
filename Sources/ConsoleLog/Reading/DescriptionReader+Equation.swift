@_spi(Readers) import Constraints

extension DescriptionReader {
    /// `equation = term relation right-side [ blanks space-term ] ;` (B1–B5):
    /// the canonical-text grammar, which reads Apple's prefix multiplier
    /// (`0.5*B.width`), SnapKit's postfix one (`B.width * 0.5`) and the signed
    /// constants `- 16` and `+ 70`, with this reader's item rule; then
    /// `NSSpace(n)` or `NSLayoutAnchorConstraintSpace(n)`, which UIKit prints
    /// after the second term without a sign.
    mutating func readEquationBody() throws(DescriptionFailure) -> EquationSyntax {
        let bytes = cursor.bytes
        var reader = CanonicalTextReader(bytes: bytes, at: cursor.position, naming: LogItemNames()) { _, range in
            ItemSyntax.parse(bytes, in: range)
        }
        let parts: CanonicalTextReader<LogItemNames, ItemSyntax>.Parts
        do {
            parts = try reader.readEquation()
        } catch {
            throw fail(.equation(error.kind), at: error.range)
        }
        cursor.position = reader.position
        var equation = EquationSyntax(
            first: try term(parts.firstItem, parts.firstAttribute, parts.firstTerm), relation: parts.relation,
            second: nil, multiplier: parts.multiplier, constant: parts.constant)
        if let item = parts.secondItem, let range = parts.secondTerm {
            equation.second = try term(item, parts.secondAttribute, range)
        }
        let save = cursor.position
        cursor.consume(while: \.isBlank)
        if cursor.consume(ifLiteral: "NSSpace(") || cursor.consume(ifLiteral: "NSLayoutAnchorConstraintSpace(") {
            equation.systemSpacing = try readSystemSpacingValue()
        } else {
            cursor.position = save
        }
        return equation
    }

    /// The term of `item` (checked) with the attribute as spelled at the end of `range`.
    private func term(_ item: ItemSyntax, _ attribute: LayoutAttribute, _ range: Range<Int>) throws(DescriptionFailure) -> TermSyntax {
        if case .invalidAddress(let text) = item.form {
            throw fail(.itemAddressNotHexadecimal(text), at: item.range)
        }
        let dot = cursor.bytes[range].lastIndex(of: .dot) ?? range.upperBound
        let spelled = String(decoding: cursor.bytes[min(dot + 1, range.upperBound) ..< range.upperBound], as: UTF8.self)
        return TermSyntax(item: item, attribute: attribute, isFrameCoordinate: LogItemNames.isFrameCoordinate(spelled))
    }

    /// The number and `)` of `NSSpace(n)` after its opening parenthesis.
    mutating func readSystemSpacingValue() throws(DescriptionFailure) -> Double {
        let value = try readNumber(what: "the points of the system spacing")
        guard cursor.consume(if: .closeParenthesis) else {
            throw fail(.unclosedSystemSpacing, at: cursor.rangeOfCurrentCharacter)
        }
        return value
    }
}
