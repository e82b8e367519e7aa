import Constraints

/// A pasted console log, read: every constraint description UIKit, AppKit,
/// SnapKit and Masonry print, as model constraints that share their items
/// across the paste, grouped into the logs found in it ("Unable to
/// simultaneously satisfy constraints" reports and plain lists), with every
/// line that could not be read and why.
///
///     let log = ConsoleLog(reading: pasted)
///     for constraint in log.modelConstraints { print(constraint) }   // canonical text
///     for diagnostic in log.diagnostics { print(diagnostic.rendered(source: pasted)) }
///
/// Reading never stops at a bad line, never traps, and takes time linear in
/// the paste (README, "Console logs", has the grammar).
public struct ConsoleLog {
    /// The file the log was read from, as given.
    public let file: String?
    /// Every object the log mentions, in order of first mention.
    public let items: [LoggedItem]
    /// Every readable constraint, in paste order, each once (the same address
    /// and text in two logs of the paste is one constraint).
    public let constraints: [LoggedConstraint]
    /// The logs of the paste, in order.
    public let sections: [LogSection]
    /// What could not be read (errors) and what was read through (warnings, notes), in line order.
    public let diagnostics: [Diagnostic]
    /// The index of each model item in `items`.
    private let itemIndices: [ObjectIdentifier: Int]

    /// Reads `text`; `file` names it in diagnostics.
    public init(reading text: String, file: String? = nil) {
        var segmenter = LogSegmenter(paste: PasteText(text, file: file))
        segmenter.read()
        var assembler = ConsoleLogAssembler(segmenter: segmenter)
        assembler.assemble()
        self.file = file
        items = assembler.items
        constraints = assembler.constraints
        sections = assembler.sections
        diagnostics = assembler.diagnostics
        itemIndices = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($1.item), $0) })
    }

    /// The index in `items` of the logged item whose model item is `item`.
    public func index(of item: LayoutItem) -> Int? {
        itemIndices[ObjectIdentifier(item)]
    }

    /// Every readable constraint as model constraints, in paste order (a
    /// content-size constraint gives two): what `vfl-tool convert --from log` converts.
    public var modelConstraints: [LayoutConstraint] {
        constraints.flatMap(\.modelConstraints)
    }

    /// The lines that could not be read, in every log.
    public var unreadable: [UnreadableLine] {
        sections.flatMap(\.unreadable)
    }
}
