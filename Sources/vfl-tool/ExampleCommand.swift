import ArgumentParser
import Constraints

/// `vfl-tool example`: runs a built-in SnapKit-style DSL example on the
/// platform-free model and prints the constraints it made, in canonical text.
struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example",
        abstract: "Run the built-in DSL example and print its constraints in canonical text."
    )

    /// The example's source, shown before its output.
    static let source = """
        let superview = LayoutView(name: "superview")
        let box = LayoutView(name: "box")
        superview.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        """

    func run() {
        let superview = LayoutView(name: "superview")
        let box = LayoutView(name: "box")
        superview.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        print(Self.source.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n"))
        for constraint in box.snp.constraints {
            for layoutConstraint in constraint.layoutConstraints { print(layoutConstraint) }
        }
    }
}
