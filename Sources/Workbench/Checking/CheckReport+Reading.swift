import Constraints
import InterfaceBuilder
import MasonrySource
import Reports
import SourceModel
import SwiftSource

extension CheckReport {
    /// Checks `files`, each read as `notation` when given, else as its name
    /// says (Objective-C for `.m` and `.mm`, Interface Builder for `.xib` and
    /// `.storyboard`, Swift for anything else).
    public init(checking files: [SourceFile], as notation: Notation? = nil, metrics: [String: Double] = [:], warnings: Bool = false)
        throws(WorkbenchError)
    {
        if let notation, !notation.isProjectFile {
            throw .usage("check reads Swift, Objective-C and Interface Builder files, not \(notation.displayName)")
        }
        let swift = SwiftSourceReader(metrics: metrics), masonry = MasonryReader(metrics: metrics)
        self.init(files: files.map { file in
            if (notation ?? Notation(fileName: file.name)) == .interfaceBuilder {
                let diagnostics = IBCheck.diagnostics(of: IBReader().read(file.text, file: file.name))
                return File(name: file.name, text: file.text, diagnostics: warnings ? diagnostics : diagnostics.filter { $0.severity == .error })
            }
            let isObjectiveC = (notation ?? Notation(fileName: file.name)) == .masonry
            let reading = isObjectiveC ? masonry.read(file.text, file: file.name) : swift.read(file.text, file: file.name)
            let errors = SourceCheck.errors(in: reading)
            let shown = warnings ? (errors + reading.diagnostics.filter { $0.severity != .error }).sorted {
                ($0.range?.start.line ?? 0, $0.range?.start.column ?? 0) < ($1.range?.start.line ?? 0, $1.range?.start.column ?? 0)
            } : errors
            return File(name: file.name, text: file.text, diagnostics: shown)
        })
    }
}
