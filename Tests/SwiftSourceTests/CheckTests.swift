import Constraints
import SourceModel
import SwiftSource
import Testing

@Suite("What check reports")
struct CheckTests {
    static func errors(_ source: String) -> [String] {
        SourceCheck.errors(in: read(source)).map(\.description)
    }

    @Test("required constraints activated together that cannot hold are reported with what they conflict with")
    func unsatisfiable() {
        #expect(Self.errors("""
            func layout() {
                root.addSubview(box)
                box.snp.makeConstraints { make in
                    make.width.equalTo(100)
                    make.leading.trailing.equalToSuperview()
                }
                root.widthAnchor.constraint(equalToConstant: 320).isActive = true
                box.widthAnchor.constraint(equalToConstant: 120).isActive = true
            }
            """) == [
                "View.swift:7:5: error: root.width == 320 cannot hold together with box.width == 100 (line 4), "
                    + "box.leading == root.leading (line 5), box.trailing == root.trailing (line 5)",
                "View.swift:8:5: error: box.width == 120 cannot hold together with box.width == 100 (line 4)",
            ])
    }

    @Test("nothing uncertain is solved: branches, optional or unknown priorities, skipped modifiers, metrics, other functions")
    func noFalseAlarms() {
        #expect(Self.errors("""
            final class Toggle: UIView {
                func build() {
                    addSubview(box)
                    box.snp.makeConstraints { make in make.height.equalTo(100) }
                    if expanded {
                        box.heightAnchor.constraint(equalToConstant: 300).isActive = true
                    }
                    box.heightAnchor.constraint(equalToConstant: 50).priority(.defaultLow)
                    let low = box.heightAnchor.constraint(equalToConstant: 60)
                    low.priority = .defaultLow
                    low.isActive = true
                    box.heightAnchor.constraint(equalToConstant: rowHeight).isActive = true
                    box.snp.makeConstraints { make in make.height.equalTo(10).priority(Level.custom) }
                    box.snp.makeConstraints { make in make.height.equalTo(20).pinned() }
                    orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    orphan.widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
                func collapse() {
                    box.snp.remakeConstraints { make in make.height.equalTo(0) }
                }
                func expand() {
                    box.heightAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """).isEmpty)
    }

    @Test("a chain in a closure carries its own branch and skipped modifiers: if/else and switch alternatives do not conflict")
    func chainsInClosureBranches() {
        #expect(Self.errors("""
            func layout() {
                root.addSubview(bar)
                bar.snp.makeConstraints { make in
                    if compact {
                        make.height.equalTo(44)
                    } else {
                        make.height.equalTo(60)
                    }
                    switch style {
                    case .wide: make.width.equalTo(300)
                    case .narrow: make.width.equalTo(100)
                    }
                }
                bar.snp.makeConstraints { make in make.top.equalTo(10) }
                bar.snp.makeConstraints { make in make.top.equalTo(20).pinned() }
            }
            """).isEmpty)
        #expect(Self.errors("""
            func layout() {
                root.addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.height.equalTo(44)
                    make.height.equalTo(60)
                }
            }
            """) == ["View.swift:5:9: error: bar.height == 60 cannot hold together with bar.height == 44 (line 4)"])
    }

    @Test("rejected VFL and missing views are errors; code the reader cannot follow is not")
    func errorsOnly() {
        #expect(Self.errors("""
            func layout() {
                let views = ["title": titleLabel]
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[titel]-|", options: [], metrics: nil, views: views))
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(margin)-[title]", options: [], metrics: nil, views: views))
                for view in subviews { view.snp.makeConstraints { make in make.edges.equalToSuperview() } }
            }
            """) == ["View.swift:3:75: error: titel is not a key in the views dictionary."])
    }
}
