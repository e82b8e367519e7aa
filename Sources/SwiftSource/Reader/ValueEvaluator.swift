@_spi(Readers) import Constraints
import SourceModel
import SwiftSyntax
import VFL

/// Evaluates what Swift expressions are worth without running them: numbers
/// (literals, `+ - * /`, conversions, the file's `let` constants, `--metric`
/// values), falling back to a metric named by the expression's text; sizes,
/// points and insets; priorities; attributes, relations and format options.
final class ValueEvaluator {
    private let facts: FileFacts
    private let metrics: [String: Double]
    /// The constants being evaluated, to stop at a definition that refers to itself.
    private var evaluating: Set<String> = []
    /// The struct constants being read, likewise.
    private var reading: Set<String> = []
    private var definitionValues: [String: Double?] = [:]
    /// What a name stands for where the walk is: a loop's element, a
    /// function's argument (`SourceWalker.substituted`); the expression itself by default.
    var substitute: (ExprSyntax) -> ExprSyntax = { $0 }

    init(facts: FileFacts, metrics: [String: Double]) {
        self.facts = facts
        self.metrics = metrics
    }

    // MARK: Numbers

    /// The expression as a number, or as a linear expression over metrics
    /// named by their source text (`self.` removed); a part that is not linear
    /// (`a * b`, `max(a, b)`) is one metric named by its whole text.
    func number(_ expression: ExprSyntax) -> MetricExpression {
        let standing = substitute(expression)
        if standing.id != expression.id { return number(standing) }
        if let literal = Self.literal(expression) { return MetricExpression(constant: literal) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "-": return -number(prefix.expression)
            case "+": return number(prefix.expression)
            default: return opaque(expression)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil
        {
            return number(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arithmetic(Array(sequence.elements)) ?? opaque(expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), Self.isConversion(call),
           let argument = call.arguments.first, call.arguments.count == 1, argument.label == nil
        {
            // `CGFloat(ht)` and `Double(ht)` are `ht` itself; `Int(ht)` and `Float(ht)` may round it, so they stay by name.
            let inner = number(argument.expression)
            let isExact = ["CGFloat", "Double"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
            return inner.value != nil || isExact ? inner : opaque(expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
           member.base.map({ $0.trimmedDescription.first?.isUppercase ?? false }) ?? true
        {
            return MetricExpression()  // `.zero`, `CGFloat.zero`, `UIEdgeInsets.zero`
        }
        if let (name, _) = ItemReference.path(of: expression) { return number(ofPath: name) }
        return opaque(expression)
    }

    /// The number a path names (`self.` removed): its `--metric` value or the
    /// file's constant, a field of a struct constant, else a metric of that name.
    private func number(ofPath name: String) -> MetricExpression {
        if let value = value(ofConstant: name) { return MetricExpression(constant: value) }
        return field(name) ?? MetricExpression(metric: name)
    }

    /// `Layout.iconSize.width`, `insets.left`, `frame.size.height`: a field of
    /// a struct constant the file defines (`static let iconSize =
    /// CGSize(width: 32, height: 20)`), when every definition agrees.
    private func field(_ name: String) -> MetricExpression? {
        let parts = name.split(separator: ".")
        for count in 1 ... 2 where parts.count > count {
            guard let structs = structValues(of: parts.dropLast(count).joined(separator: ".")) else { continue }
            let path = parts.suffix(count).joined(separator: ".")
            let values = structs.compactMap { $0.field(path, number: number, structure: structure) }
            guard values.count == structs.count, let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        return nil
    }

    /// A struct value written here, or held by a constant the file defines (`Layout.insets`).
    func structure(_ expression: ExprSyntax) -> StructValue? {
        if let value = StructValue(expression) { return value }
        guard let (name, _) = ItemReference.path(of: expression), let values = structValues(of: name), values.count == 1 else { return nil }
        return values.first
    }

    /// The struct values the definitions of `name` give, when each gives one.
    private func structValues(of name: String) -> [StructValue]? {
        let key = Self.definitionKey(name)
        guard let definitions = facts.definitions(of: key), !reading.contains(key) else { return nil }
        reading.insert(key)
        defer { reading.remove(key) }
        let values = asWritten { definitions.compactMap(structure) }
        return values.count == definitions.count ? values : nil
    }

    /// The name definitions are kept under: `Self.margin` is the type's own `margin`.
    private static func definitionKey(_ name: String) -> String {
        name.hasPrefix("Self.") ? String(name.dropFirst("Self.".count)) : name
    }

    /// The value of a number literal, including `_` separators and hexadecimal.
    static func literal(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.filter { $0 != "_" }
            for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) {
                return UInt64(text.dropFirst(2), radix: radix).map { Double($0) }
            }
            return Double(text)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        return nil
    }

    /// `CGFloat(x)`, `Double(x)`, `Float(x)`, `Int(x)`, `UInt(x)` (an option set's
    /// raw value: `FormatOptions(rawValue: UInt(0))`): the same number.
    private static func isConversion(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["CGFloat", "Double", "Float", "Int", "UInt"].contains(name)
    }

    /// `a + b * 2 - c / 4` with Swift's precedence (`*` and `/` first), when
    /// every operator is one of the four and the result is linear.
    private func arithmetic(_ elements: [ExprSyntax]) -> MetricExpression? {
        guard elements.count % 2 == 1 else { return nil }
        var sums: [(sign: Double, product: MetricExpression)] = []
        var sign = 1.0
        var product = number(elements[0])
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard let symbol = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let operand = number(elements[index + 1])
            switch symbol {
            case "*":
                guard let result = product * operand else { return nil }
                product = result
            case "/":
                guard let divisor = operand.value, divisor != 0 else { return nil }
                product = product / divisor
            case "+", "-":
                sums.append((sign, product))
                sign = symbol == "+" ? 1 : -1
                product = operand
            default:
                return nil
            }
        }
        sums.append((sign, product))
        return sums.reduce(MetricExpression()) { $0 + $1.product * $1.sign }
    }

    /// A metric named by the expression's text, `self.` removed and blanks collapsed.
    func opaque(_ expression: ExprSyntax) -> MetricExpression {
        MetricExpression(metric: Self.text(of: expression))
    }

    /// The expression's source text as a name: one line, single spaces, no `self.`.
    static func text(of expression: some SyntaxProtocol) -> String {
        MetricName.normalized(expression.trimmedDescription)
    }

    /// The expression's text for a message: as `text(of:)`, cut to 60 characters.
    static func shortText(of expression: some SyntaxProtocol) -> String {
        let text = self.text(of: expression)
        return text.count > 60 ? text.prefix(59) + "…" : text
    }

    /// The value `--metric` gives `name`, or that every `let` of that name in the file has.
    func value(ofConstant name: String) -> Double? {
        if let value = metrics[name] { return value }
        if let known = definitionValues[name] { return known }
        let key = Self.definitionKey(name)
        guard let definitions = facts.definitions(of: key), !evaluating.contains(key) else { return nil }
        evaluating.insert(key)
        let values = asWritten { definitions.map { number($0).value } }
        evaluating.remove(key)
        let value = values.first.flatMap { first in values.allSatisfy({ $0 == first }) ? first : nil }
        definitionValues[name] = value
        return value
    }

    /// `body`'s result with no name standing for another: a definition
    /// elsewhere in the file means what it says, whatever the walk's loop
    /// variables and function parameters stand for where it is used.
    private func asWritten<Result>(_ body: () -> Result) -> Result {
        let walking = substitute
        substitute = { $0 }
        defer { substitute = walking }
        return body()
    }

    /// Whether the file declares `name` as constraints (`NSLayoutConstraint`, an array of them); `nil` when it does not declare it.
    func isDeclaredConstraint(_ name: String) -> Bool? {
        if facts.constraintDeclarations[name] != nil { return true }
        return facts.declarations[name] == nil ? nil : false
    }

    /// Whether the file declares `name` as an `@IBOutlet` constraint, which Interface Builder makes.
    func isOutlet(_ name: String) -> Bool {
        facts.constraintDeclarations[name] == true
    }

    /// What the file declares `name` (its last path part) as, if it says.
    func declaredKind(of expression: ExprSyntax) -> FileFacts.Kind? {
        guard let (name, _) = ItemReference.path(of: expression) else { return nil }
        if metrics[name] != nil || value(ofConstant: name) != nil { return .number }
        return facts.kinds[ItemReference.lastPart(of: name)]
    }

    // MARK: Amounts

    /// A constant for the DSL: a size, point or insets (`StructValue`,
    /// written there or a constant the file defines: `Layout.iconSize`), or
    /// a number.
    ///
    /// A struct whose value the reader cannot see is kept by name, one metric
    /// per field, so that what is read is what runs once the metrics have
    /// values: `S.size` is `S.size.width` and `S.size.height`, a project's own
    /// `UIEdgeInsets(horizontal: 8, vertical: 4)` is that text's `.top`,
    /// `.left`, …. Which struct it is comes from `unseenStruct(_:assuming:)`.
    /// `nil` for a rectangle, which is no amount.
    func amount(_ expression: ExprSyntax, assuming assumed: StructValue.Kind? = nil) -> ConstraintAmount? {
        let kind: StructValue.Kind
        let field: (String) -> MetricExpression
        if let value = structure(expression), !value.isUntypedZero {
            kind = value.kind
            field = { value.field($0, number: self.number, structure: self.structure) ?? MetricExpression(metric: $0) }
        } else if let unseen = unseenStruct(expression, assuming: assumed) {
            kind = unseen
            let path = ItemReference.path(of: expression)?.name
            let name = path ?? Self.text(of: expression)
            field = { path == nil ? MetricExpression(metric: "\(name).\($0)") : self.number(ofPath: "\(name).\($0)") }
        } else {
            return .scalar(number(expression))
        }
        switch kind {
        case .size: return .size(width: field("width"), height: field("height"))
        case .point: return .point(x: field("x"), y: field("y"))
        case .insets: return .insets(top: field("top"), left: field("left"), bottom: field("bottom"), right: field("right"))
        case .directionalInsets:
            return .directionalInsets(top: field("top"), leading: field("leading"), bottom: field("bottom"), trailing: field("trailing"))
        case .rect: return nil
        }
    }

    /// The struct an expression whose value the reader cannot see holds:
    /// - a call with labels (no number is made so): the type it names
    ///   (`UIEdgeInsets(horizontal:vertical:)`, an initializer of the
    ///   project's own), else `assumed` (`.init(…)`, a factory);
    /// - a path: what the file declares it as (`var insets: UIEdgeInsets`,
    ///   or `nil` for `var inset: CGFloat`); one the file does not declare is
    ///   `assumed` (SnapKit's `make.size.equalTo(S.size)` is given a size),
    ///   but insets are assumed only of a name that says so (`insets`,
    ///   `contentInsets`): a number (`inset`, `padding`) insets every edge as often;
    /// - `nil` for anything else, a number.
    func unseenStruct(_ expression: ExprSyntax, assuming assumed: StructValue.Kind?) -> StructValue.Kind? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.contains(where: { $0.label != nil }) else { return nil }
            let callee = call.calledExpression.trimmedDescription
            return StructValue.kind(ofType: callee.hasSuffix(".init") ? String(callee.dropLast(".init".count)) : callee) ?? assumed
        }
        guard let (name, _) = ItemReference.path(of: expression), number(ofPath: name).value == nil else { return nil }
        switch declaredKind(of: expression) {
        case .structure(let kind)?: return kind
        case .number?, .item?: return nil
        case nil:
            guard assumed == .insets || assumed == .directionalInsets else { return assumed }
            return ItemReference.lastPart(of: name).lowercased().hasSuffix("insets") ? assumed : nil
        }
    }

    // MARK: Priorities, attributes, relations, options

    private static let namedPriorities: [String: Float] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "high": 750, "medium": 500,
        "low": 250, "dragThatCanResizeScene": 510, "dragThatCannotResizeScene": 490, "windowSizeStayPut": 500,
        "sceneSizeStayPut": 500,
    ]
    /// Swift 2's and 3's global names for them.
    private static let globalPriorities: [String: Float] = [
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50, "NSLayoutPriorityRequired": 1000, "NSLayoutPriorityDefaultHigh": 750,
        "NSLayoutPriorityDefaultLow": 250,
    ]

    /// A priority: a number, `.defaultHigh`, `UILayoutPriority(999)`,
    /// `.init(rawValue: 999)`, `.required - 1`, SnapKit's `.high` and
    /// `ConstraintPriority.low.value + 1`; `nil` when unknown.
    func priority(_ expression: ExprSyntax) -> Float? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = Self.globalPriorities[name] { return value }
        if let value = number(expression).value { return Float(value) }
        // `UILayoutPriority.required.rawValue`, SnapKit's `ConstraintPriority.low.value`: the priority's own number.
        if let member = expression.as(MemberAccessExprSyntax.self), ["rawValue", "value"].contains(member.declName.baseName.text),
           let base = member.base
        {
            return priority(base)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let value = Self.namedPriorities[member.declName.baseName.text] {
            return value
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "advanced",
               let base = member.base, let start = priority(base), let step = call.arguments.first.flatMap({ number($0.expression).value })
            {
                return start + Float(step)
            }
            guard call.arguments.count == 1, let argument = call.arguments.first,
                  argument.label == nil || argument.label?.text == "rawValue"
            else { return nil }
            return priority(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard let start = priority(elements[0]), let step = number(elements[2]).value,
                  let symbol = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return nil }
            return symbol == "+" ? start + Float(step) : symbol == "-" ? start - Float(step) : nil
        }
        return nil
    }

    /// `.top`, `NSLayoutConstraint.Attribute.topMargin`, `.notAnAttribute`, and Swift 2's `.Top`
    /// and `.Baseline` (the last baseline's old name).
    static func attribute(_ expression: ExprSyntax) -> LayoutAttribute? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return LayoutAttribute(sourceName: lowercasedFirst(member.declName.baseName.text))
    }

    /// `.equal`, `.lessThanOrEqual`, `NSLayoutConstraint.Relation.greaterThanOrEqual`, and Swift 2's `.Equal`.
    static func relation(_ expression: ExprSyntax) -> LayoutRelation? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        switch lowercasedFirst(member.declName.baseName.text) {
        case "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// `Top` as Swift 3 and later spell Swift 2's cases: `top`.
    private static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `[]`, `.alignAllTop`, `[.alignAllTop, .directionLeftToRight]`, Swift 2's `.AlignAllTop`,
    /// `NSLayoutConstraint.FormatOptions(rawValue: 0)` (or `UInt(0)`), `.init()`; `nil` when unknown.
    func formatOptions(_ expression: ExprSyntax) -> LayoutFormatOptions? {
        if let array = expression.as(ArrayExprSyntax.self) {
            var options = LayoutFormatOptions()
            for element in array.elements {
                guard let option = formatOptions(element.expression) else { return nil }
                options.formUnion(option)
            }
            return options
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return LayoutFormatOptions(name: Self.lowercasedFirst(member.declName.baseName.text))
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let argument = call.arguments.first else { return call.arguments.isEmpty ? [] : nil }
            return number(argument.expression).value.flatMap { UInt(exactly: $0) }.map(LayoutFormatOptions.init(rawValue:))
        }
        return nil
    }
}
