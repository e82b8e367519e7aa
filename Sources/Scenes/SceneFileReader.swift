@_spi(Readers) import Constraints
import Layout

/// Reads the statements of a scene file, one per line (SceneFormat.md):
/// words separated by blanks, `#` to the end of the line a comment. A line
/// that cannot be read is reported and the reader goes on with the next.
struct SceneFileReader {
    private let text: String
    private let file: String?
    private(set) var statements: [(statement: SceneStatement, line: SourceRange)] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(text: String, file: String?) {
        self.text = text
        self.file = file
    }

    /// `scene-file = { [ statement ] [ comment ] newline } ;`
    mutating func read() {
        var offset = 0
        var number = 0
        // Split on the byte: as Characters, "\r\n" is one, not a line feed, and a CRLF file would be one line.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            number += 1
            let tokens = Self.tokens(of: line, lineNumber: number, lineOffset: offset, file: file)
            offset += line.utf8.count + 1
            guard let keyword = tokens.first else { continue }
            do {
                let statement = try readStatement(keyword, Array(tokens.dropFirst()), line: line, lineOffset: offset - line.utf8.count - 1, lineNumber: number)
                statements.append((statement, keyword.range))
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
    }

    /// `statement = container | view | metric | spacing | vfl | constraint ;`
    private func readStatement(
        _ keyword: SceneToken, _ words: [SceneToken], line: Substring, lineOffset: Int, lineNumber: Int
    ) throws(SceneSyntaxError) -> SceneStatement {
        var words = WordStream(words, after: keyword)
        switch keyword.text {
        case "container":
            var name: SceneToken?
            if let first = words.peek, (try? readSize(first)) == nil { name = words.next() }
            let size = try readSize(try words.expect("the container's size, WIDTHxHEIGHT"))
            return .container(name: name, size: size, attributes: try readAttributes(&words, allowingParent: false))
        case "view":
            let name = try words.expect("a view name")
            return .view(name: name, attributes: try readAttributes(&words, allowingParent: true))
        case "metric":
            let (name, value) = try readAssignment(try words.expect("NAME=VALUE"))
            try words.expectEnd()
            return .metric(name: name, value: value)
        case "spacing":
            let word = try words.expect("appkit or margins")
            try words.expectEnd()
            switch word.text {
            case "appkit": return .spacing(.appKit)
            case "margins": return .spacing(.margins(betweenSiblings: 8))
            default: throw SceneSyntaxError(.unknownSpacing(word.text), at: word.range)
            }
        case "vfl":
            let format = try words.expect("a VFL format")
            var options: [SceneToken] = [], metrics: [String: Double] = [:]
            while let word = words.next() {
                switch word.text {
                case "option": options.append(try words.expect("an option name such as alignAllCenterY"))
                case "metric":
                    let (name, value) = try readAssignment(try words.expect("NAME=VALUE"))
                    metrics[name] = value
                default:
                    throw SceneSyntaxError(.wordAfterFormat(word.text), at: word.range)
                }
            }
            return .visualFormat(format: format, options: options, metrics: metrics)
        case "include":
            let path = try words.expect("the path of a Swift file or console log")
            try words.expectEnd()
            return .include(path: path)
        case "constraint":
            guard let first = words.peek else {
                throw SceneSyntaxError(.constraintWithoutText, at: keyword.range)
            }
            let start = first.range.bytes?.lowerBound ?? lineOffset
            let end = words.last?.range.bytes?.upperBound ?? start
            let textRange = SourceRange(
                file: file, start: first.range.start,
                end: SourceLocation(line: lineNumber, column: end - lineOffset + 1), bytes: start ..< end)
            let body = String(decoding: Array(line.utf8)[(start - lineOffset) ..< (end - lineOffset)], as: UTF8.self)
            return .constraint(text: SceneToken(text: body, range: textRange))
        default:
            throw SceneSyntaxError(.unknownStatement(keyword.text), at: keyword.range)
        }
    }

    /// `{ view-attribute }` up to the end of the line.
    private func readAttributes(_ words: inout WordStream, allowingParent: Bool) throws(SceneSyntaxError) -> [SceneStatement.ViewAttribute] {
        var attributes: [SceneStatement.ViewAttribute] = []
        while let word = words.next() {
            switch word.text {
            case "in" where allowingParent:
                attributes.append(.parent(try words.expect("the name of the view to put it in")))
            case "intrinsic" where allowingParent:
                let size = try readSize(try words.expect("WIDTHxHEIGHT, -1 for an axis without one"))
                guard [size.width, size.height].allSatisfy({ $0 >= 0 || $0 == LayoutView.noIntrinsicMetric }) else {
                    throw SceneSyntaxError(.negativeIntrinsicSize, at: word.range)
                }
                attributes.append(.intrinsicSize(size))
            case "drawn" where allowingParent:
                let size = try readSize(try words.expect("WIDTHxHEIGHT, the size Interface Builder drew the view at"))
                guard size.width >= 0, size.height >= 0 else { throw SceneSyntaxError(.negativeDrawnSize, at: word.range) }
                attributes.append(.drawnSize(size))
            case "hugging" where allowingParent:
                let (horizontal, vertical) = try readPriorities(try words.expect("a priority, or HORIZONTAL,VERTICAL"))
                attributes.append(.hugging(horizontal: horizontal, vertical: vertical))
            case "compression" where allowingParent:
                let (horizontal, vertical) = try readPriorities(try words.expect("a priority, or HORIZONTAL,VERTICAL"))
                attributes.append(.compressionResistance(horizontal: horizontal, vertical: vertical))
            case "margins":
                attributes.append(.margins(try readInsets(try words.expect("N, or TOP,LEFT,BOTTOM,RIGHT"))))
            case "safe-area":
                attributes.append(.safeArea(try readInsets(try words.expect("N, or TOP,LEFT,BOTTOM,RIGHT"))))
            case "direction":
                let value = try words.expect("ltr or rtl")
                switch value.text {
                case "ltr": attributes.append(.direction(.leftToRight))
                case "rtl": attributes.append(.direction(.rightToLeft))
                default: throw SceneSyntaxError(.unknownDirection(value.text), at: value.range)
                }
            case "baselines" where allowingParent:
                let values = try readNumbers(try words.expect("FIRST,LAST"), count: 2)
                attributes.append(.baselines(first: values[0], last: values[1]))
            case "frame" where allowingParent:
                let values = try readNumbers(try words.expect("X,Y,WIDTH,HEIGHT"), count: 4)
                attributes.append(.frame(LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])))
            case "autoresizing" where allowingParent:
                attributes.append(.autoresizing(try readMask(try words.expect("flexibleWidth,flexibleHeight…, or none"))))
            case "superview-size" where allowingParent:
                attributes.append(.autoresizingReferenceSize(try readSize(try words.expect("the superview's WIDTHxHEIGHT the frame is for"))))
            case "class" where allowingParent:
                attributes.append(.className(try words.expect("a class name such as UILabel").text))
            case "hidden" where allowingParent:
                attributes.append(.hidden)
            case "arranged" where allowingParent:
                attributes.append(.arranged)
            case "scrolls":
                attributes.append(.scrolls)
            case "scale" where !allowingParent:
                let value = try words.expect("1, 2 or 3")
                guard let scale = Double(value.text), [1, 2, 3].contains(scale) else {
                    throw SceneSyntaxError(.unknownChoice(value.text, attribute: "a screen scale", choices: ["1", "2", "3"]), at: value.range)
                }
                attributes.append(.pixelScale(scale))
            case "appkit" where !allowingParent:
                attributes.append(.appKit)
            case "alignment-insets" where allowingParent:
                attributes.append(.alignmentInsets(try readInsets(try words.expect("N, or TOP,LEFT,BOTTOM,RIGHT"))))
            case "stack" where allowingParent:
                attributes.append(.stack(try readStack(&words)))
            case "distribution" where allowingParent, "alignment" where allowingParent, "spacing" where allowingParent,
                 "baseline-relative" where allowingParent, "margins-relative" where allowingParent, "fitting" where allowingParent,
                 "length-fitting" where allowingParent:
                throw SceneSyntaxError(.stackAttributeWithoutStack(word.text), at: word.range)
            default:
                throw SceneSyntaxError(.unknownAttribute(word.text, ofContainer: !allowingParent), at: word.range)
            }
        }
        return attributes
    }

    /// `"stack" ( "horizontal" | "vertical" ) { "distribution" name | "alignment" name | "spacing" number
    /// | "baseline-relative" | "margins-relative" | "fitting" number | "length-fitting" number }`, names as
    /// `UIStackView`'s properties take them; `fitting` is an `NSStackView`'s hugging priority across its axis,
    /// `length-fitting` along it.
    private func readStack(_ words: inout WordStream) throws(SceneSyntaxError) -> StackViewArrangement {
        let axisWord = try words.expect("horizontal or vertical")
        var stack = StackViewArrangement()
        switch axisWord.text {
        case "horizontal": stack.axis = .horizontal
        case "vertical": stack.axis = .vertical
        default: throw SceneSyntaxError(.unknownChoice(axisWord.text, attribute: "an axis", choices: ["horizontal", "vertical"]), at: axisWord.range)
        }
        while let word = words.peek {
            switch word.text {
            case "distribution":
                _ = words.next()
                let name = try words.expect("a distribution such as fillEqually")
                let all = StackViewArrangement.Distribution.allCases
                guard let distribution = StackViewArrangement.Distribution(rawValue: name.text) else {
                    throw SceneSyntaxError(.unknownChoice(name.text, attribute: "a distribution", choices: all.map(\.rawValue)), at: name.range)
                }
                stack.distribution = distribution
            case "alignment":
                _ = words.next()
                let name = try words.expect("an alignment such as center")
                guard let alignment = Self.alignment(name.text, axis: stack.axis) else {
                    let choices = StackViewArrangement.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]
                    throw SceneSyntaxError(.unknownChoice(name.text, attribute: "an alignment", choices: choices), at: name.range)
                }
                stack.alignment = alignment
            case "spacing":
                _ = words.next()
                stack.spacing = try readNumbers(try words.expect("the spacing in points"), count: 1)[0]
            case "baseline-relative":
                _ = words.next()
                stack.isBaselineRelativeArrangement = true
            case "margins-relative":
                _ = words.next()
                stack.isLayoutMarginsRelativeArrangement = true
            case "fitting":
                _ = words.next()
                let value = try words.expect("the priority the stack view hugs its views across its axis with")
                stack.fittingPriority = try readPriorities(value, count: 1)[0]
            case "length-fitting":
                _ = words.next()
                let value = try words.expect("the priority the stack view hugs its views along its axis with")
                stack.lengthFittingPriority = try readPriorities(value, count: 1)[0]
            default:
                return stack
            }
        }
        return stack
    }

    /// `UIStackView.Alignment`'s names; `top` and `bottom` are a horizontal stack's `leading` and `trailing`.
    private static func alignment(_ name: String, axis: LayoutAxis) -> StackViewArrangement.Alignment? {
        switch name {
        case "top" where axis == .horizontal: return .leading
        case "bottom" where axis == .horizontal: return .trailing
        default: return StackViewArrangement.Alignment(rawValue: name)
        }
    }

    /// `none`, or UIKit's flag names joined by commas: `flexibleWidth,flexibleBottomMargin`.
    private func readMask(_ word: SceneToken) throws(SceneSyntaxError) -> AutoresizingMask {
        guard word.text != "none" else { return [] }
        var mask: AutoresizingMask = []
        for name in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let flag = AutoresizingMask.named.first(where: { $0.name == name })?.flag else {
                throw SceneSyntaxError(
                    .unknownChoice(String(name), attribute: "an autoresizing flag", choices: AutoresizingMask.named.map(\.name) + ["none"]),
                    at: word.range)
            }
            mask.insert(flag)
        }
        return mask
    }

    // MARK: Values

    /// `size = number "x" number ;`
    private func readSize(_ word: SceneToken) throws(SceneSyntaxError) -> LayoutSize {
        let parts = word.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Self.number(parts[0]), let height = Self.number(parts[1]) else {
            throw SceneSyntaxError(.notASize(word.text), at: word.range)
        }
        return LayoutSize(width: width, height: height)
    }

    /// `insets = number | number "," number "," number "," number ;` (top, left, bottom, right)
    private func readInsets(_ word: SceneToken) throws(SceneSyntaxError) -> EdgeInsets {
        let values = word.text.contains(",") ? try readNumbers(word, count: 4) : try readNumbers(word, count: 1)
        return values.count == 1
            ? EdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
            : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `priorities = number [ "," number ] ;` (horizontal, vertical), each in (0, 1000].
    private func readPriorities(_ word: SceneToken) throws(SceneSyntaxError) -> (LayoutPriority, LayoutPriority) {
        let priorities = try readPriorities(word, count: word.text.contains(",") ? 2 : 1)
        return (priorities[0], priorities[priorities.count - 1])
    }

    /// `count` priorities separated by commas, each in (0, 1000].
    private func readPriorities(_ word: SceneToken, count: Int) throws(SceneSyntaxError) -> [LayoutPriority] {
        let priorities = try readNumbers(word, count: count).map { LayoutPriority(Float($0)) }
        guard priorities.allSatisfy(\.isValid) else {
            throw SceneSyntaxError(.priorityOutOfRange, at: word.range)
        }
        return priorities
    }

    /// `count` finite numbers separated by commas.
    private func readNumbers(_ word: SceneToken, count: Int) throws(SceneSyntaxError) -> [Double] {
        let values = word.text.split(separator: ",", omittingEmptySubsequences: false).map { Self.number($0) }
        guard values.count == count, values.allSatisfy({ $0 != nil }) else {
            throw SceneSyntaxError(.notNumbers(word.text, count: count), at: word.range)
        }
        return values.compactMap { $0 }
    }

    /// `assignment = name "=" number ;`
    private func readAssignment(_ word: SceneToken) throws(SceneSyntaxError) -> (String, Double) {
        let parts = word.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[0].utf8.first, first.isNameStart,
              parts[0].utf8.allSatisfy(\.isNameContinuation), let value = Self.number(parts[1])
        else {
            throw SceneSyntaxError(.notAnAssignment(word.text), at: word.range)
        }
        return (String(parts[0]), value)
    }

    /// A finite decimal number, read by the package's number scanner.
    private static func number(_ text: Substring) -> Double? {
        var cursor = ByteCursor(String(text))
        guard let range = NumberScanner.scan(&cursor, grammar: .decimal), cursor.isAtEnd else { return nil }
        let value = NumberScanner.value(of: cursor.bytes[range])
        return value.isFinite ? value : nil
    }

    // MARK: Words

    /// The words of one line, up to a `#`.
    private static func tokens(of line: Substring, lineNumber: Int, lineOffset: Int, file: String?) -> [SceneToken] {
        let bytes = Array(line.utf8)
        var cursor = ByteCursor(bytes: bytes)
        var tokens: [SceneToken] = []
        while true {
            cursor.consume(while: { $0.isBlank || $0 == UInt8(ascii: "\r") })
            guard let byte = cursor.peek, byte != UInt8(ascii: "#") else { break }
            let range = cursor.consume(while: { !$0.isBlank && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\r") })
            tokens.append(SceneToken(
                text: cursor.text(in: range),
                range: SourceRange(
                    file: file, start: SourceLocation(line: lineNumber, column: range.lowerBound + 1),
                    end: SourceLocation(line: lineNumber, column: range.upperBound + 1),
                    bytes: (lineOffset + range.lowerBound) ..< (lineOffset + range.upperBound))))
        }
        return tokens
    }
}

/// The words after a statement's keyword, read one at a time.
private struct WordStream {
    private let words: [SceneToken]
    private let keyword: SceneToken
    private var index = 0

    init(_ words: [SceneToken], after keyword: SceneToken) {
        self.words = words
        self.keyword = keyword
    }

    var peek: SceneToken? { index < words.count ? words[index] : nil }
    var last: SceneToken? { words.last }

    mutating func next() -> SceneToken? {
        defer { index += 1 }
        return peek
    }

    /// The next word, or an error just after the last one saying what was expected.
    mutating func expect(_ expectation: String) throws(SceneSyntaxError) -> SceneToken {
        guard let word = next() else {
            let end = (words.last ?? keyword).range
            let point = SourceRange(file: end.file, start: end.end, end: end.end, bytes: end.bytes.map { $0.upperBound ..< $0.upperBound })
            throw SceneSyntaxError(.missingWord(expected: expectation), at: point)
        }
        return word
    }

    /// Nothing more on the line.
    func expectEnd() throws(SceneSyntaxError) {
        if let extra = peek { throw SceneSyntaxError(.unexpectedWord(extra.text), at: extra.range) }
    }
}

/// A line of a scene file that cannot be read.
struct SceneSyntaxError: Error {
    let diagnostic: Diagnostic

    init(_ message: SceneDiagnostic, at range: SourceRange) {
        diagnostic = Diagnostic(message, at: range)
    }
}
