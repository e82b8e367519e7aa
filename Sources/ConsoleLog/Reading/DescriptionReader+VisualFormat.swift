@_spi(Readers) import Constraints

extension DescriptionReader {
    /// `vfl-body = ( "H" | "V" ) ":" [ "|" connection ] view { connection view }
    /// [ connection "|" ] [ direction ] ;` (B6–B11). Blanks between tokens and
    /// a missing `:` are read through (machine-translated pastes).
    mutating func readVisualFormatBody() throws(DescriptionFailure) -> VisualFormatSyntax {
        let axis: LayoutAxis = cursor.peek == UInt8(ascii: "H") ? .horizontal : .vertical
        cursor.advance()
        skipDamageBlanks()
        if !cursor.consume(if: .colon) { syntax.noteRepair("no ':' after the orientation") }
        skipDamageBlanks()
        var body = VisualFormatSyntax(axis: axis, views: [])
        if cursor.consume(if: .bar) {
            skipDamageBlanks()
            body.leadingConnection = try readConnection()
            skipDamageBlanks()
        }
        var connectionBefore: PredicateSyntax?
        while true {
            var view = try readView()
            view.connectionBefore = connectionBefore
            body.views.append(view)
            let save = cursor.position
            cursor.consume(while: \.isBlank)
            guard cursor.peek == .dash else {
                cursor.position = save
                break
            }
            if cursor.position > save { syntax.noteRepair("blanks inside the VFL") }
            let connection = try readConnection()
            skipDamageBlanks()
            if cursor.consume(if: .bar) {
                body.trailingConnection = connection
                break
            }
            connectionBefore = connection
        }
        let save = cursor.position
        cursor.consume(while: \.isBlank)
        if cursor.consume(ifLiteral: "(LTR)") {
            body.direction = .leftToRight
        } else if cursor.consume(ifLiteral: "(RTL)") {
            body.direction = .rightToLeft
        } else {
            cursor.position = save
        }
        return body
    }

    /// `connection = "-" "(" predicate ")" "-" | "-" number "-" ;`
    private mutating func readConnection() throws(DescriptionFailure) -> PredicateSyntax {
        guard cursor.consume(if: .dash) else {
            throw fail(.expectedConnection, at: cursor.rangeOfCurrentCharacter)
        }
        skipDamageBlanks()
        let predicate: PredicateSyntax
        if cursor.consume(if: .openParenthesis) {
            predicate = try readPredicate()
            guard cursor.consume(if: .closeParenthesis) else {
                throw fail(.unclosedConnectionPredicate, at: cursor.rangeOfCurrentCharacter)
            }
        } else {
            predicate = PredicateSyntax(relation: .equal, value: try readNumber(what: "a space"), isSystemSpacing: false)
        }
        skipDamageBlanks()
        guard cursor.consume(if: .dash) else {
            throw fail(.expectedConnectionDash, at: cursor.rangeOfCurrentCharacter)
        }
        return predicate
    }

    /// `predicate = [ relation ] ( number | space-term ) [ "@" number ] ;` (B10)
    private mutating func readPredicate() throws(DescriptionFailure) -> PredicateSyntax {
        skipDamageBlanks()
        var predicate = PredicateSyntax(relation: .equal, value: 0, isSystemSpacing: false)
        if cursor.consume(ifLiteral: "==") {
            predicate.relation = .equal
        } else if cursor.consume(ifLiteral: ">=") {
            predicate.relation = .greaterThanOrEqual
        } else if cursor.consume(ifLiteral: "<=") {
            predicate.relation = .lessThanOrEqual
        }
        skipDamageBlanks()
        if cursor.consume(ifLiteral: "NSSpace(") || cursor.consume(ifLiteral: "NSLayoutAnchorConstraintSpace(") {
            predicate.value = try readSystemSpacingValue()
            predicate.isSystemSpacing = true
        } else {
            predicate.value = try readNumber(what: "a number in the predicate")
        }
        skipDamageBlanks()
        if cursor.consume(if: .at) {
            predicate.priority = try readNumber(what: "a priority after '@'")
            skipDamageBlanks()
        }
        return predicate
    }

    /// `view = "[" item [ "(" predicate ")" ] "]" ;` The item ends at the `]`
    /// that closes its `[` (a debug name may hold brackets of its own,
    /// `Cell.Title [big]`), or at a `(` that starts a size predicate; a label
    /// ends only at a `'` followed by one of these.
    private mutating func readView() throws(DescriptionFailure) -> VisualFormatSyntax.View {
        guard cursor.consume(if: .openBracket) else {
            throw fail(.expectedView, at: cursor.rangeOfCurrentCharacter)
        }
        let start = cursor.position
        let labelOpening = ItemSyntax.labelOpening(in: cursor.bytes, from: start)
        var index = labelOpening.map { $0 + 1 } ?? start
        var depth = 0
        while index < cursor.bytes.count {
            let byte = cursor.bytes[index]
            if labelOpening == nil, byte == .openBracket { depth += 1 }
            if labelOpening == nil, byte == .closeBracket, depth > 0 {
                depth -= 1
            } else if byte == .closeBracket || byte == .openParenthesis, labelOpening == nil || endsLabel(before: index) {
                if byte == .closeBracket { break }
                var probe = self
                probe.cursor.position = index + 1
                if (try? probe.readSizeAndClose()) != nil { break }
            }
            index += 1
        }
        guard index < cursor.bytes.count else {
            throw fail(.unclosedView, at: start - 1 ..< cursor.bytes.count)
        }
        let item = ItemSyntax.parse(cursor.bytes, in: start ..< index)
        if case .invalidAddress(let text) = item.form {
            throw fail(.itemAddressNotHexadecimal(text), at: item.range)
        }
        if item.form == .superview || ItemSyntax.isEmpty(cursor.bytes, start ..< index) {
            throw fail(.emptyView, at: start ..< index)
        }
        cursor.position = index
        var view = VisualFormatSyntax.View(item: item)
        if cursor.consume(if: .openParenthesis) {
            view.size = try readSizeAndClose()
        } else {
            cursor.advance()
        }
        return view
    }

    /// After a size predicate's `(`: the predicate, `)`, blanks and `]`.
    private mutating func readSizeAndClose() throws(DescriptionFailure) -> PredicateSyntax {
        let predicate = try readPredicate()
        guard cursor.consume(if: .closeParenthesis) else {
            throw fail(.unclosedSizePredicate, at: cursor.rangeOfCurrentCharacter)
        }
        skipDamageBlanks()
        guard cursor.consume(if: .closeBracket) else {
            throw fail(.expectedBracketAfterSize, at: cursor.rangeOfCurrentCharacter)
        }
        return predicate
    }

    /// Whether a `'` (after blanks) comes just before `index`.
    private func endsLabel(before index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, cursor.bytes[previous].isBlank { previous -= 1 }
        return previous >= 0 && cursor.bytes[previous] == .apostrophe
    }

    /// Blanks that only damage puts inside a VFL-like body.
    private mutating func skipDamageBlanks() {
        if !cursor.consume(while: \.isBlank).isEmpty { syntax.noteRepair("blanks inside the VFL") }
    }
}

extension VisualFormatSyntax.View {
    init(item: ItemSyntax) {
        self.init(item: item, size: nil, connectionBefore: nil)
    }
}
