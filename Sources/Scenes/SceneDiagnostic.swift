import Constraints

/// What a scene file's reader says about lines it cannot read or apply: one
/// case per situation, each an error with its id in the `scene` family and
/// what would have been accepted. VFL's own diagnostics pass through with
/// their ids.
public enum SceneDiagnostic: DiagnosticMessage, Hashable, Sendable {
    // MARK: scene.syntax: a line that is not a statement, or a malformed one

    /// A statement that ends before a word it needs (`expected` says which).
    case missingWord(expected: String)
    /// A word after a complete statement.
    case unexpectedWord(String)
    /// A line that starts with a word that is no statement.
    case unknownStatement(String)
    /// `spacing` with a word other than `appkit` or `margins`.
    case unknownSpacing(String)
    /// A word after a `vfl` format other than `option` or `metric` (a format with a space in it).
    case wordAfterFormat(String)
    /// `constraint` with nothing after it.
    case constraintWithoutText
    /// `intrinsic` with a negative size other than -1.
    case negativeIntrinsicSize
    /// `drawn` with a negative size.
    case negativeDrawnSize
    /// `direction` with a word other than `ltr` or `rtl`.
    case unknownDirection(String)
    /// A word that is not an attribute of a `view` or, with `ofContainer`, of the `container`.
    case unknownAttribute(String, ofContainer: Bool)
    /// A word that is not `WIDTHxHEIGHT`.
    case notASize(String)
    /// `hugging` or `compression` with a priority outside (0, 1000].
    case priorityOutOfRange
    /// A word that is not `count` finite numbers separated by commas.
    case notNumbers(String, count: Int)
    /// A `metric` word that is not `NAME=VALUE`.
    case notAnAssignment(String)
    /// `option` with a name that is not one of the VFL options (`known`).
    case unknownOption(String, known: [String])
    /// A constraint of an included file that names a metric the scene gives no value.
    case includedMetricWithoutValue(String)
    /// `include` of a file that cannot be read.
    case unreadableInclude(path: String)
    /// `include` of a file that is not Swift, Objective-C, a console log or an Interface Builder document (`endings` lists the ones that are).
    case unsupportedInclude(path: String, endings: String)
    /// `include` of an Interface Builder document that cannot be read as one.
    case unreadableInterfaceBuilderInclude(path: String)
    /// `include` where no file may be read (the playground reads only the text pasted).
    case includeNotRead(path: String)
    /// A word that is none of the names an attribute takes (`attribute`: a stack's axis, distribution or
    /// alignment, an autoresizing mask's flag), with those it takes.
    case unknownChoice(String, attribute: String, choices: [String])
    /// `distribution`, `alignment`, `spacing`, `baseline-relative`, `margins-relative`, `fitting` or `length-fitting`
    /// with no `stack` before it.
    case stackAttributeWithoutStack(String)

    // MARK: scene.view: a view declared twice, nested in itself, or constraints that cannot be installed

    /// A second `container` statement.
    case containerDeclaredTwice
    /// A second `view` statement for the same name.
    case viewDeclaredTwice(String)
    /// `view … in parent` where no view is named `parent` (`container` is the container's name).
    case unknownParent(String, view: String, container: String)
    /// `view … in parent` where `parent` is inside `view`.
    case parentInsideView(view: String, parent: String)
    /// A constraint of an included file that cannot be made between the scene's views.
    case includedConstraintInvalid(constraint: String, reason: String)
    /// Constraints between views with no common ancestor.
    case notInstallable(reason: String)
    /// `arranged` in a superview that is not declared with `stack`.
    case arrangedOutsideStack(view: String, parent: String)

    // MARK: scene.unknown-view

    /// A name in a constraint that is neither a declared view nor the container (`container`).
    case unknownView(String, container: String)

    public var id: DiagnosticID {
        switch self {
        case .missingWord: return "scene.syntax.missing-word"
        case .unexpectedWord: return "scene.syntax.unexpected-word"
        case .unknownStatement: return "scene.syntax.unknown-statement"
        case .unknownSpacing: return "scene.syntax.unknown-spacing"
        case .wordAfterFormat: return "scene.syntax.word-after-format"
        case .constraintWithoutText: return "scene.syntax.constraint-without-text"
        case .negativeIntrinsicSize: return "scene.syntax.negative-intrinsic-size"
        case .negativeDrawnSize: return "scene.syntax.negative-drawn-size"
        case .unknownDirection: return "scene.syntax.unknown-direction"
        case .unknownAttribute: return "scene.syntax.unknown-attribute"
        case .notASize: return "scene.syntax.not-a-size"
        case .priorityOutOfRange: return "scene.syntax.priority-out-of-range"
        case .notNumbers: return "scene.syntax.not-numbers"
        case .notAnAssignment: return "scene.syntax.not-an-assignment"
        case .unknownOption: return "scene.syntax.unknown-option"
        case .includedMetricWithoutValue: return "scene.syntax.included-metric-without-value"
        case .unreadableInclude: return "scene.syntax.unreadable-include"
        case .unsupportedInclude: return "scene.syntax.unsupported-include"
        case .unreadableInterfaceBuilderInclude: return "scene.syntax.unreadable-interface-builder-include"
        case .includeNotRead: return "scene.syntax.include-not-read"
        case .unknownChoice: return "scene.syntax.unknown-choice"
        case .stackAttributeWithoutStack: return "scene.syntax.stack-attribute-without-stack"
        case .containerDeclaredTwice: return "scene.view.container-declared-twice"
        case .viewDeclaredTwice: return "scene.view.declared-twice"
        case .unknownParent: return "scene.view.unknown-parent"
        case .parentInsideView: return "scene.view.parent-inside-view"
        case .includedConstraintInvalid: return "scene.view.included-constraint-invalid"
        case .notInstallable: return "scene.view.not-installable"
        case .arrangedOutsideStack: return "scene.view.arranged-outside-stack"
        case .unknownView: return "scene.unknown-view"
        }
    }

    /// A line that cannot be read or applied is left out of the scene.
    public var severity: Diagnostic.Severity { .error }

    public var message: String {
        switch self {
        case .missingWord(let expected): return "missing \(expected)"
        case .unexpectedWord(let word): return "unexpected '\(word)'"
        case .unknownStatement(let keyword): return "unknown statement '\(keyword)'"
        case .unknownSpacing(let word): return "unknown spacing '\(word)'"
        case .wordAfterFormat(let word): return "unexpected '\(word)' after the format (VFL has no spaces)"
        case .constraintWithoutText: return "a constraint needs its canonical text"
        case .negativeIntrinsicSize: return "an intrinsic size is at least 0, or -1 for none"
        case .negativeDrawnSize: return "a drawn size is at least 0"
        case .unknownDirection(let word): return "unknown direction '\(word)'"
        case .unknownAttribute(let word, _): return "unknown attribute '\(word)'"
        case .notASize(let word): return "'\(word)' is not a size"
        case .priorityOutOfRange: return "a priority is in (0, 1000]"
        case .notNumbers(let word, let count): return "'\(word)' is not \(count == 1 ? "a number" : "\(count) numbers separated by commas")"
        case .notAnAssignment(let word): return "'\(word)' is not NAME=VALUE"
        case .unknownOption(let name, _): return "unknown option '\(name)'"
        case .includedMetricWithoutValue(let name): return "the metric \(name) has no value"
        case .unreadableInclude(let path): return "cannot read \(path)"
        case .unsupportedInclude(let path, _):
            return "cannot include \(path): not a Swift or Objective-C file, a console log or an Interface Builder document"
        case .unreadableInterfaceBuilderInclude(let path): return "cannot read \(path) as an Interface Builder document"
        case .includeNotRead(let path): return "cannot include \(path): only the text given is read here"
        case .unknownChoice(let word, let attribute, _): return "'\(word)' is not \(attribute)"
        case .stackAttributeWithoutStack(let word): return "\(word) is a stack view's attribute, and this view is no stack view"
        case .containerDeclaredTwice: return "the container is declared twice"
        case .viewDeclaredTwice(let name): return "view '\(name)' is declared twice"
        case .unknownParent(let name, let view, _): return "there is no view named '\(name)' to put \(view) in"
        case .parentInsideView(let view, let parent): return "\(view) cannot be put in \(parent), which is inside it"
        case .includedConstraintInvalid(let constraint, let reason):
            return "the included constraint \(constraint) cannot be made: \(reason)"
        case .notInstallable(let reason): return "the constraint cannot be installed: \(reason)"
        case .arrangedOutsideStack(let view, let parent): return "\(view) is arranged in \(parent), which is not a stack view"
        case .unknownView(let name, _): return "\(name) is not a view of the scene"
        }
    }

    public var expected: String? {
        switch self {
        case .missingWord(let expected): return expected
        case .unexpectedWord: return "the end of the line"
        case .unknownStatement: return "container, view, metric, spacing, vfl, constraint or include"
        case .unknownSpacing: return "appkit or margins"
        case .wordAfterFormat: return "'option NAME' or 'metric NAME=VALUE'"
        case .constraintWithoutText: return "such as 'a.width == 100'"
        case .negativeIntrinsicSize, .negativeDrawnSize: return "WIDTHxHEIGHT"
        case .unknownDirection: return "ltr or rtl"
        case .unknownAttribute(_, let ofContainer):
            return ofContainer
                ? "margins, safe-area, direction, scrolls, scale or appkit"
                : "in, intrinsic, drawn, hugging, compression, margins, safe-area, direction, baselines, frame, autoresizing, superview-size, class, "
                    + "hidden, stack, arranged, scrolls or alignment-insets"
        case .notASize: return "WIDTHxHEIGHT, such as 375x667"
        case .priorityOutOfRange: return "such as 250 or 251,250"
        case .notNumbers(_, let count):
            return count == 1 ? "a number" : "\(count) numbers such as " + Array(repeating: "8", count: count).joined(separator: ",")
        case .notAnAssignment: return "a metric such as pad=8"
        case .unknownOption(_, let known): return "one of " + known.joined(separator: ", ")
        case .includedMetricWithoutValue(let name): return "a 'metric \(name)=VALUE' line"
        case .unreadableInclude: return "a readable file"
        case .unsupportedInclude(_, let endings): return "a \(endings) file"
        case .unreadableInterfaceBuilderInclude: return "a .xib or .storyboard that Xcode 5 or later saved"
        case .includeNotRead: return "the included constraints pasted into the scene"
        case .unknownChoice(_, _, let choices): return "one of " + choices.joined(separator: ", ")
        case .stackAttributeWithoutStack: return "'stack horizontal' or 'stack vertical' before it"
        case .containerDeclaredTwice: return "one container statement"
        case .viewDeclaredTwice: return "a new name"
        case .unknownParent(_, _, let container): return "a declared view or \(container)"
        case .parentInsideView(let view, _): return "a view outside \(view)"
        case .includedConstraintInvalid: return "a valid constraint"
        case .notInstallable: return "views in one tree"
        case .arrangedOutsideStack: return "'in' a view declared with 'stack'"
        case .unknownView(_, let container): return "a declared view or \(container)"
        }
    }
}
