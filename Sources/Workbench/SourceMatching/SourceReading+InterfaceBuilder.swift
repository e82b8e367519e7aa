import Constraints
import InterfaceBuilder
import SourceModel

extension SourceReading {
    /// An Interface Builder document read as a source file, for `explain --source`: each
    /// `<constraint>` its scenes install for the document's own traits (placeholders left out, as
    /// the build removes them) at its element, in document order, each scene a body of its own (its
    /// own screen, whose views' names are unique in it); each view's name declared as its
    /// class (`customClass`, else the element's UIKit class: `<label>` is a `UILabel`), where the
    /// scenes that use the name agree.
    init(interfaceBuilder text: String, file: String) {
        let document = IBReader().read(text, file: file)
        let root = LayoutView(name: file)
        var constraints: [SourceConstraint] = []
        var classes: [String: String?] = [:]
        for (index, scene) in document.scenes.enumerated() {
            let layout = IBSceneLayout(document: document, scene: scene)
            root.addSubview(layout.root)
            for (stored, view) in layout.views {
                let name = view.name, className = stored.className(platform: document.platform)
                classes[name] = classes[name].map { $0 == className ? className : nil } ?? className
            }
            constraints += layout.constraints.map { stored, constraint in
                SourceConstraint(
                    constraint: constraint, location: document.sourceRange(stored.range), notation: .interfaceBuilder,
                    isConditional: false, isComplete: true, body: index)
            }
        }
        self.init(
            constraints: constraints.sorted { $0.location.start < $1.location.start },
            diagnostics: document.diagnostics, root: root,
            declaredClasses: classes.compactMapValues { $0 })
    }
}
