import Constraints
import Reports

/// The screens of a project laid out: every scene file and Interface Builder
/// document a walk finds, each read and laid out on the pool's threads at
/// the size it gives (or the one asked for), its reports titled by its path
/// (and scene), in the order of the paths. A file that cannot be laid out
/// is one of the errors, and the others are still laid out.
public struct ProjectLayout {
    /// The notations whose files describe whole screens, with their sizes: what a walk for `layout` keeps.
    public static let notations: Set<Notation> = [.scene, .interfaceBuilder]

    /// Every screen's layout, in the order of the paths.
    public private(set) var reports: [LayoutReport] = []
    /// What reading the files said that did not stop them (a scene file's warnings).
    public private(set) var warnings: [RenderedDiagnostic] = []
    /// Why files could not be laid out, in the order of the paths.
    public private(set) var errors: [WorkbenchError] = []

    /// Lays out the files `walk` finds, each read as its name says, in
    /// `size` when given (else the file's), with `standardSpacing` when given (else the file's).
    public init(
        _ walk: ProjectWalk, options: ReadingOptions, size: LayoutSize? = nil, standardSpacing: StandardSpacing? = nil,
        pool: WorkerPool = WorkerPool(), progress: (@Sendable (WorkerPool.Progress) -> Void)? = nil
    ) throws(WorkbenchError) {
        let files = try walk.files()
        let results = pool.map(files, progress: progress) { file -> Result<([LayoutReport], [RenderedDiagnostic]), WorkbenchError> in
            Result { () throws(WorkbenchError) in
                let notation = file.notation ?? .scene
                let screens = try Screen.readAll(.files([try file.read()]), as: notation, options: options)
                let reports = try screens.map { screen throws(WorkbenchError) in
                    var screen = screen
                    let scene = screen.annotations.title.map { ": \($0)" } ?? ""
                    screen.annotations.title = file.path + scene
                    return try screen.layout(size: size, standardSpacing: standardSpacing)
                }
                return (reports, screens.flatMap(\.warnings))
            }
        }
        for result in results {
            switch result {
            case .success(let (reports, warnings)):
                self.reports += reports
                self.warnings += warnings
            case .failure(let error):
                errors.append(error)
            }
        }
    }
}
