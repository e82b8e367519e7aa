@_spi(Readers) import Constraints

extension DescriptionReader {
    /// `suffix = "(" ( state [ "," "names:" name-list ] | "Names:" name-list ) ")" ;`
    /// (D7, D8), after one or more blanks; also the damaged `(Names '|': …)`
    /// and `(Names,' | ': …)`.
    mutating func readSuffixIfPresent() throws(DescriptionFailure) {
        let save = cursor.position
        cursor.consume(while: \.isBlank)
        guard cursor.peek == .openParenthesis else {
            cursor.position = save
            return
        }
        let start = cursor.position
        if cursor.peek(ahead: 1) == .openParenthesis || cursor.peek(ahead: 1) == UInt8(ascii: "%") {
            skipNullNames()
            return
        }
        cursor.advance()
        cursor.consume(while: \.isBlank)
        let wordRange = cursor.consume(while: \.isLetter)
        switch cursor.text(in: wordRange).lowercased() {
        case "active", "inactive":
            syntax.state = cursor.text(in: wordRange) == "active" ? .active : .inactive
            cursor.consume(while: \.isBlank)
            if cursor.consume(if: .comma) {
                cursor.consume(while: \.isBlank)
                guard cursor.text(in: cursor.consume(while: \.isLetter)).lowercased() == "names" else {
                    throw fail(.expectedNames, at: start ..< cursor.position)
                }
                try readNameList()
            }
        case "names":
            try readNameList()
        default:
            throw fail(.unknownSuffix, at: start ..< max(cursor.position, start + 1))
        }
        cursor.consume(while: \.isBlank)
        guard cursor.consume(if: .closeParenthesis) else {
            throw fail(cursor.isAtEnd ? .cutOffInSuffix : .unclosedSuffix, at: cursor.rangeOfCurrentCharacter)
        }
    }

    /// `name-list = [ ":" | "," ] name-entry { "," name-entry } ;` up to the `)`.
    private mutating func readNameList() throws(DescriptionFailure) {
        cursor.consume(while: \.isBlank)
        if !cursor.consume(if: .colon) {
            if !cursor.consume(if: .comma) { syntax.noteRepair("no ':' after 'Names'") }
        }
        while true {
            cursor.consume { $0.isBlank || $0 == .comma }
            guard let next = cursor.peek, next != .closeParenthesis else { return }
            try readNameEntry()
        }
    }

    /// `name-entry = "'|'" ":" object | key ":" address ;` (N2–N4). The entry
    /// ends after the first `:0xADDR` (and its label) that `,` or `)` follows,
    /// so keys may hold any characters UIKit prints in a name: blanks, dots,
    /// colons, brackets, parentheses, its `...` elision and addresses
    /// (`My Button (main):0x1`, `View:0x1.leading:0x2`).
    private mutating func readNameEntry() throws(DescriptionFailure) {
        let start = cursor.position
        var colon = start
        while colon < cursor.bytes.count {
            if cursor.bytes[colon] == .colon, let value = entryValue(after: colon) {
                bind(key: start ..< colon, address: value.address, label: value.label)
                cursor.position = value.end
                return
            }
            colon += 1
        }
        throw fail(.unreadableNameEntry, at: start ..< max(start + 1, min(colon, cursor.bytes.count)))
    }

    /// The address (and label) after the `:` at `colon`, when `,` or `)` ends the entry after it.
    private func entryValue(after colon: Int) -> (address: String, label: String?, end: Int)? {
        var index = colon + 1
        while index < cursor.bytes.count, cursor.bytes[index].isBlank { index += 1 }
        guard let address = Address.read(cursor.bytes, at: index) else { return nil }
        if isEntryEnd(at: address.end) { return (address.text, nil, address.end) }
        guard address.end < cursor.bytes.count, cursor.bytes[address.end] == .apostrophe else { return nil }
        var closing = address.end + 1
        while closing < cursor.bytes.count {
            if cursor.bytes[closing] == .apostrophe, isEntryEnd(at: closing + 1) {
                return (address.text, cursor.text(in: address.end + 1 ..< closing), closing + 1)
            }
            closing += 1
        }
        return nil
    }

    /// Whether blanks and then `,` or `)` come at `index`.
    private func isEntryEnd(at index: Int) -> Bool {
        var index = index
        while index < cursor.bytes.count, cursor.bytes[index].isBlank { index += 1 }
        return index < cursor.bytes.count && (cursor.bytes[index] == .comma || cursor.bytes[index] == .closeParenthesis)
    }

    /// Records an entry: `'|'` and its object, or a debug name and its address;
    /// an anchor's entry (`View:0x1.leading`) says nothing new and is left out.
    private mutating func bind(key range: Range<Int>, address: String, label: String?) {
        let key = cursor.text(in: range).trimmed(of: " \t")
        if key.hasPrefix("'"), let closing = key.dropFirst().firstIndex(of: "'"),
           key[key.index(after: key.startIndex) ..< closing].trimmed(of: " \t") == "|"
        {
            var className = key[key.index(after: closing)...].trimmed(of: " \t")
            if className.hasPrefix(":") { className = String(className.dropFirst()).trimmed(of: " \t") }
            syntax.superview = ItemSyntax(form: .object(className: className, address: address), label: label, range: range)
        } else if !key.contains(":0x") {
            syntax.namedAddresses.append((key, address))
        }
    }

    /// After NSObject's `<Class: 0xADDR>` head (D10): the body, and the
    /// `((null), (null))` that stands where the names would be.
    mutating func readNullVariant() throws(DescriptionFailure) {
        syntax.noteRepair("NSObject's description with the body outside the brackets")
        cursor.consume(while: \.isBlank)
        try readBody()
        cursor.consume(while: \.isBlank)
        if cursor.peek == .openParenthesis { skipNullNames() }
    }

    /// `((null), (null))` or `(%28null%29, %28null%29)`: where names would be, nothing (D10).
    private mutating func skipNullNames() {
        syntax.noteRepair("'(null)' where the names would be")
        var depth = 0
        repeat {
            if cursor.peek == .openParenthesis { depth += 1 }
            if cursor.peek == .closeParenthesis { depth -= 1 }
            cursor.advance()
        } while depth > 0 && !cursor.isAtEnd
    }
}

extension String {
    /// The string without leading and trailing characters among `characters`.
    func trimmed(of characters: String) -> String {
        let set = Set(characters)
        guard let start = firstIndex(where: { !set.contains($0) }), let end = lastIndex(where: { !set.contains($0) }) else {
            return ""
        }
        return String(self[start ... end])
    }
}

extension Substring {
    func trimmed(of characters: String) -> String { String(self).trimmed(of: characters) }
}
