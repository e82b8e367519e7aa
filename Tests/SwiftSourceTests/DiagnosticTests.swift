import Constraints
import SwiftSource
import Testing

@Suite("What the reader cannot read")
struct DiagnosticTests {
    @Test("a syntax error is reported where it is, and the rest of the file is read")
    func syntaxError() {
        let reading = read("""
            func layout() {
                a.snp.makeConstraints { make in make.top.equalToSuperview( }
                b.widthAnchor.constraint(equalToConstant: 10).isActive = true
            }
            """)
        #expect(reading.texts.contains("b.width == 10"))
        #expect(reading.diagnostics.contains { $0.id == "swift.syntax.parser-error" && $0.range?.start.line == 2 })
    }

    @Test("loops over something other than an array literal are skipped and said so")
    func loops() {
        let reading = read("""
            func layout() {
                for (index, view) in views.enumerated() {
                    view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index) * 10).isActive = true
                }
                views.forEach { $0.snp.makeConstraints { make in make.width.equalTo(10) } }
                for view in [a, b] { view.heightAnchor.constraint(equalToConstant: 5).isActive = true }
                subviews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                for server in servers where server.isActive { server.activeURL().map(open) }
                for constraint in pinned { constraint.isActive = false }
            }
            """)
        #expect(reading.texts == ["a.height == 5", "b.height == 5"])
        #expect(reading.messages == [
            "View.swift:2:5: warning: skipped the constraints in this loop over views.enumerated(): only loops over an array literal are followed",
            "View.swift:5:5: warning: skipped the constraints in this forEach: only loops over an array literal are followed",
            "View.swift:9:5: warning: skipped the constraints in this loop over pinned: only loops over an array literal are followed",
        ])
    }

    @Test("a value known only at run time is reported where it is written, an operator's too")
    func runtimeValues() {
        let reading = read("""
            func layout() {
                height = card.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
                height.isActive = flag ?? false
                height.priority = base + 1
            }
            """)
        #expect(reading.messages == [
            "View.swift:3:23: warning: isActive is set to a value known only at run time; left as it was",
            "View.swift:4:23: warning: the priority base + 1 is not known; left as it was",
        ])
    }

    @Test("code that is not Swift at all never stops the reader")
    func garbage() {
        for text in ["", "}}}", "make.top.equalTo(", "\u{0}\u{1}snp.makeConstraints", "NSLayoutConstraint.activate([", "\"\"\"", "#if"] {
            let reading = read(text)
            #expect(reading.constraints.isEmpty)
        }
    }

    @Test("closures and constraints made elsewhere are reported, not guessed")
    func elsewhere() {
        let reading = read("""
            func layout() {
                badge.snp.makeConstraints(pinToCorner)
                NSLayoutConstraint.activate(badge.constraintsForCorner())
                contentView.addConstraints(cornerConstraints)
            }
            """)
        #expect(reading.texts.isEmpty)
        #expect(reading.messages == [
            "View.swift:2:5: warning: makeConstraints is given a closure the reader cannot see; skipped",
            "View.swift:3:33: warning: badge.constraintsForCorner() holds constraints the reader cannot see; skipped",
            "View.swift:4:32: warning: cornerConstraints holds constraints the reader cannot see; skipped",
        ])
    }
}
