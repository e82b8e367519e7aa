@_spi(Readers) import Constraints
import SwiftSyntax

/// A value of one of the geometry structs files define their numbers in,
/// as written: `CGSize(width:height:)`, `CGPoint(x:y:)`,
/// `CGRect(x:y:width:height:)` and `CGRect(origin:size:)`,
/// `UIEdgeInsets(top:left:bottom:right:)`,
/// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, their `.init(…)`
/// and `…Make(…)` spellings, and `.zero`; so that `Layout.iconSize.width`
/// is the width written where `iconSize` is defined.
struct StructValue {
    /// The structs, by their fields.
    enum Kind {
        case size, point, rect, insets, directionalInsets
    }

    let kind: Kind
    /// The argument given for each field.
    let arguments: [String: ExprSyntax]
    /// Whether it is `.zero`, every field 0.
    private let isZero: Bool
    /// Whether it is `.zero` with its type left to where it is written: any field is 0.
    let isUntypedZero: Bool

    /// The value `expression` writes, or `nil` when it is not one of these.
    init?(_ expression: ExprSyntax) {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
            let kind = member.base.map { Self.kind(ofType: $0.trimmedDescription) } ?? .size
            guard let kind else { return nil }
            (self.kind, arguments, isZero, isUntypedZero) = (kind, [:], true, member.base == nil)
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = Self.namePath(call.calledExpression) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "" }
        let kind: Kind
        var names = labels
        switch (callee, labels) {
        case ("CGSizeMake", ["", ""]): (kind, names) = (.size, ["width", "height"])
        case ("CGPointMake", ["", ""]): (kind, names) = (.point, ["x", "y"])
        case ("CGRectMake", ["", "", "", ""]): (kind, names) = (.rect, ["x", "y", "width", "height"])
        case ("UIEdgeInsetsMake", ["", "", "", ""]), ("NSEdgeInsetsMake", ["", "", "", ""]):
            (kind, names) = (.insets, ["top", "left", "bottom", "right"])
        case (_, ["width", "height"]): kind = .size
        case (_, ["x", "y"]): kind = .point
        case (_, ["x", "y", "width", "height"]), (_, ["origin", "size"]): kind = .rect
        case (_, ["top", "left", "bottom", "right"]): kind = .insets
        case (_, ["top", "leading", "bottom", "trailing"]): kind = .directionalInsets
        default: return nil
        }
        // `.init(…)` takes its type from where it is written; a geometry type must be the one the labels say.
        let typeName = callee.hasSuffix(".init") ? String(callee.dropLast(".init".count)) : callee
        guard callee.hasSuffix("Make") || Self.kind(ofType: typeName).map({ $0 == kind }) ?? true else { return nil }
        self.kind = kind
        arguments = Dictionary(zip(names, call.arguments.map(\.expression)), uniquingKeysWith: { first, _ in first })
        (isZero, isUntypedZero) = (false, false)
    }

    /// The text of a callee that can name a struct's initializer: a name or
    /// a dotted path of names (`CGSize`, `CGSize.init`, `.init`,
    /// `CoreGraphics.CGSize`); `nil` for any other expression (`{ … }()`,
    /// `UIView().then`), whose text is long to make and names no struct.
    private static func namePath(_ callee: ExprSyntax) -> String? {
        if let name = callee.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return "." + member.declName.baseName.text }
        return namePath(base).map { $0 + "." + member.declName.baseName.text }
    }

    /// The struct a type name is, if it is one of these.
    static func kind(ofType name: String) -> Kind? {
        switch name {
        case "CGSize", "NSSize": return .size
        case "CGPoint", "NSPoint": return .point
        case "CGRect", "NSRect": return .rect
        case "UIEdgeInsets", "NSEdgeInsets": return .insets
        case "NSDirectionalEdgeInsets": return .directionalInsets
        default: return nil
        }
    }

    /// The value of `path` (`width`, `origin.x`, `maxY`, `left`, …), its
    /// arguments worked out by `number` and a struct given as an argument
    /// (`origin:` of `CGRect(origin:size:)`) read by `structure`; `nil`
    /// when the struct has no such field.
    func field(
        _ path: String, number: (ExprSyntax) -> MetricExpression, structure: (ExprSyntax) -> StructValue?
    ) -> MetricExpression? {
        if isZero { return isUntypedZero || fieldNames.contains(path) ? MetricExpression() : nil }
        if let value = arguments[path] { return number(value) }
        if let dot = path.firstIndex(of: "."), let inner = arguments[String(path[..<dot])] {
            return structure(inner)?.field(String(path[path.index(after: dot)...]), number: number, structure: structure)
        }
        guard kind == .rect else { return nil }
        func part(_ name: String, of whole: String) -> MetricExpression? {
            arguments[name].map(number) ?? arguments[whole].flatMap(structure)?.field(name, number: number, structure: structure)
        }
        switch path {
        case "origin.x", "minX": return part("x", of: "origin")
        case "origin.y", "minY": return part("y", of: "origin")
        case "size.width", "width": return part("width", of: "size")
        case "size.height", "height": return part("height", of: "size")
        case "maxX", "midX", "maxY", "midY":
            let isX = path.hasSuffix("X")
            guard let origin = part(isX ? "x" : "y", of: "origin"), let size = part(isX ? "width" : "height", of: "size") else { return nil }
            return origin + size * (path.hasPrefix("max") ? 1 : 0.5)
        default: return nil
        }
    }

    private var fieldNames: Set<String> {
        switch kind {
        case .size: return ["width", "height"]
        case .point: return ["x", "y"]
        case .rect:
            return ["origin.x", "origin.y", "size.width", "size.height", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY"]
        case .insets: return ["top", "left", "bottom", "right"]
        case .directionalInsets: return ["top", "leading", "bottom", "trailing"]
        }
    }
}
