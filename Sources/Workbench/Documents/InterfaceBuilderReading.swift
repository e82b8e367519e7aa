import Constraints
import InterfaceBuilder

/// An Interface Builder document as every command reads it: the scenes asked
/// for (`--scene`, else all), each built for the traits asked for (`--traits`,
/// else the document's device), with the placeholder constraints when asked
/// (`--placeholders`), and every diagnostic rendered with its line.
struct InterfaceBuilderReading {
    let file: SourceFile
    let document: IBDocument
    let layouts: [IBSceneLayout]
    let diagnostics: [RenderedDiagnostic]

    /// Reads `file`; a document that cannot be read at all, a scene that is not there or traits that
    /// are not size classes throw.
    init(_ file: SourceFile, options: ReadingOptions) throws(WorkbenchError) {
        self.file = file
        let document = IBReader().read(file.text, file: file.isStandardInput ? nil : file.name)
        self.document = document
        let read = document.diagnostics.map { RenderedDiagnostic($0, in: file.text) }
        if document.scenes.isEmpty, read.contains(where: { $0.diagnostic.severity == .error }) { throw .rejected(read) }
        var traits: IBTraits?
        if let text = options.traits {
            guard let parsed = document.device.traits.overridden(by: text) else {
                throw .usage("--traits takes size classes such as 'wC hR', 'wR hC' or 'hC', not '\(text)'")
            }
            traits = parsed
        }
        let scenes = document.scenes(named: options.scene)
        if let name = options.scene, scenes.isEmpty {
            let known = document.scenes.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            throw .usage("\(file.name) has no scene '\(name)'; its scenes: \(known.isEmpty ? "none" : known)")
        }
        let layouts = scenes.map {
            IBSceneLayout(document: document, scene: $0, traits: traits, appliesPlaceholders: options.appliesPlaceholders)
        }
        self.layouts = layouts
        diagnostics = read + layouts.flatMap { $0.diagnostics.map { RenderedDiagnostic($0, in: file.text) } }
    }

    /// Where a constraint of the document was written, with its IB id, for `convert --to json`.
    func placement(of stored: IBConstraint) -> ConstraintJSON.Placement {
        let start = document.location(of: stored.range.lowerBound)
        return ConstraintJSON.Placement(
            file: file.isStandardInput ? SourceFile.standardInputName : file.name, line: start.line, column: start.column,
            notation: Notation.interfaceBuilder.rawValue, id: stored.id)
    }
}
