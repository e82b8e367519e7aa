/// Every notation the package reads, and the one table that tells a file's
/// notation from its name. Every command and the playground ask this table;
/// none keeps a list of extensions of its own.
public enum Notation: String, CaseIterable, Sendable {
    /// Apple's Visual Format Language: formats given as arguments or lines.
    case vfl
    /// Canonical constraint text, one constraint per line (Grammar.md, section 10).
    case canonical
    /// A scene file: views, sizes, VFL and canonical constraints (SceneFormat.md).
    case scene
    /// Swift source: SnapKit, anchors, `NSLayoutConstraint(item:…)`, VFL literals.
    case swift
    /// Objective-C source with Masonry.
    case masonry
    /// Console logs: what UIKit and AppKit print about constraints.
    case log
    /// Interface Builder documents: `.xib` and `.storyboard`.
    case interfaceBuilder = "ib"

    /// File names by how they end, and the notation each ending means.
    public static let fileNameEndings: [(ending: String, notation: Notation)] = [
        (".scene", .scene),
        (".swift", .swift),
        (".m", .masonry),
        (".mm", .masonry),
        (".log", .log),
        (".txt", .log),
        (".xib", .interfaceBuilder),
        (".storyboard", .interfaceBuilder),
    ]

    /// The notation a file's name says, if its ending is in the table.
    public init?(fileName: String) {
        guard let entry = Self.fileNameEndings.first(where: { fileName.hasSuffix($0.ending) }) else { return nil }
        self = entry.notation
    }

    /// The notation of a command's inputs when `--from` does not say: the
    /// first notation, in the table's order of notations, that any input's
    /// name says; `nil` when no input is named like a file of the table.
    public static func inferred(from inputs: [String]) -> Notation? {
        let said = Set(inputs.compactMap(Notation.init(fileName:)))
        return allCases.first(where: said.contains)
    }

    /// The endings of `notations`' files as a message lists them: `.swift, .m, .mm, .log or .txt`.
    public static func endings(of notations: [Notation]) -> String {
        let endings = fileNameEndings.filter { notations.contains($0.notation) }.map(\.ending)
        guard let last = endings.last else { return "" }
        return endings.count == 1 ? last : endings.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether inputs in this notation are whole files (or standard input),
    /// rather than formats or constraints given one per argument or line.
    public var readsWholeFiles: Bool {
        switch self {
        case .vfl, .canonical: return false
        case .scene, .swift, .masonry, .log, .interfaceBuilder: return true
        }
    }

    /// Whether this notation is what a project holds and `check` reads: source code and Interface Builder documents.
    public var isProjectFile: Bool { self == .swift || self == .masonry || self == .interfaceBuilder }

    /// The notation's name in messages: `Swift`, `Objective-C (Masonry)`.
    public var displayName: String {
        switch self {
        case .vfl: return "VFL"
        case .canonical: return "canonical text"
        case .scene: return "scene"
        case .swift: return "Swift"
        case .masonry: return "Objective-C"
        case .log: return "console log"
        case .interfaceBuilder: return "Interface Builder"
        }
    }
}
