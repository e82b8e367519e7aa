import Constraints
import InterfaceBuilder
import Layout

/// Whole screens, as `convert --with-views` and `convert --to scene` write
/// them: each its root with the environment it lives in, its views with the
/// properties that change their layout, and its constraints. An Interface
/// Builder document gives one screen per scene read (`--scene`, else all)
/// and one per table or collection cell; any other notation gives one screen
/// of its constraints alone, whose views the constraints imply.
public struct ScreenDocument {
    public private(set) var screens: [ScreenDeclaration] = []
    public private(set) var diagnostics: [RenderedDiagnostic] = []
    /// What holds the screens' items (constraints hold theirs weakly).
    private var owners: [Any] = []

    /// Whether any input was rejected.
    public var hasErrors: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }

    private init() {}

    /// Reads `input` as `notation`; only an Interface Builder document holds views to declare, so
    /// `withViews` asks for one (anything else is a usage error).
    public static func read(_ input: DocumentInput, as notation: Notation, options: ReadingOptions, withViews: Bool) throws(WorkbenchError)
        -> ScreenDocument
    {
        var document = ScreenDocument()
        guard notation == .interfaceBuilder, case .files(let files) = input else {
            if withViews {
                throw .usage("--with-views needs a document that holds views: an Interface Builder .xib or .storyboard, not \(notation.displayName)")
            }
            let constraints = try ConstraintDocument.read(input, as: notation, options: options)
            document.owners.append(constraints)
            document.diagnostics = constraints.diagnostics
            document.screens = [Self.screen(of: constraints.constraints)]
            return document
        }
        for file in files {
            let reading = try InterfaceBuilderReading(file, options: options)
            document.owners.append(reading.layouts)
            document.diagnostics += reading.diagnostics.filter { $0.diagnostic.severity != .note }
            for layout in reading.layouts {
                document.screens += layout.screenDeclarations(origin: file.isStandardInput ? SourceFile.standardInputName : file.name)
            }
        }
        return document
    }

    /// The screen of constraints alone: its root is the topmost superview of their items (VFL's
    /// `superview`, a source file's `view`), at an iPhone's size; their views are implied.
    static func screen(of constraints: [LayoutConstraint]) -> ScreenDeclaration {
        let views = constraints.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { $0?.hostView }
        var root = views.first
        while let parent = root?.superview { root = parent }
        let name = root?.name ?? "superview"
        return ScreenDeclaration(
            title: name, origin: "the constraints alone, at an iPhone's size (375x667); change the container line to lay them out at another",
            root: ViewDeclaration(name: name, className: "UIView"), size: LayoutSize(width: 375, height: 667), rootSafeArea: .zero,
            rootMargins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), views: [], constraints: constraints, unwritten: [])
    }
}
