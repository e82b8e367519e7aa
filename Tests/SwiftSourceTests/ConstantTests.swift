import Constraints
import SwiftSource
import Testing

@Suite("Constants: numbers, the file's definitions, --metric values, and symbolic names")
struct ConstantTests {
    static let source = """
        private enum Layout {
            static let inset: CGFloat = 12
            static let double = inset * 2
        }
        final class Tile: UIView {
            let padding: CGFloat = 16
            private let spacing = 8.0
            func build() {
                addSubview(label)
                label.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(Layout.inset)
                    make.leading.equalToSuperview().offset(-self.padding + 4)
                    make.trailing.equalToSuperview().offset(-(spacing * 2) - Layout.double)
                    make.width.equalTo(CGFloat(120) / 2 + 0x10)
                    make.height.equalTo(rowHeight * 2 + Theme.gap)
                    make.bottom.equalToSuperview().inset(max(a, b))
                }
            }
        }
        """

    @Test("literals, arithmetic and the file's own constants are numbers; the rest stays by name")
    func evaluation() {
        #expect(read(Self.source).texts == [
            "label.top == self.top + 12", "label.leading == self.leading - 12", "label.trailing == self.trailing - 40",
            "label.width == 76", "label.height == 2 * rowHeight + Theme.gap", "label.bottom == self.bottom - max(a, b)",
        ])
    }

    @Test("a name is a number when its let is arithmetic, when it is a type's static member (a constant of another file) or named after an edge")
    func numbersByShape() {
        let reading = read("""
            final class Cell: UICollectionViewCell {
                func configure(hidden: Bool) {
                    contentView.addSubview(title)
                    let left = hidden ? Styles.gutter : Styles.gutter + Styles.avatar.width
                    let right = -Styles.gutter
                    let other = hidden ? first : second
                    let inset = Cell.inset
                    title.snp.makeConstraints { make in
                        make.leading.equalTo(inset.left)
                        make.trailing.equalTo(frame.right)
                        make.left.equalTo(left)
                        make.right.equalTo(right)
                        make.top.equalTo(Styles.Sizes.gutter)
                        make.bottom.equalTo(other)
                        make.centerX.equalTo(Layout.badgeView)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "title.leading == contentView.leading + `inset.left`", "title.trailing == contentView.trailing + `frame.right`",
            "title.left == contentView.left + left", "title.right == contentView.right + right",
            "title.top == contentView.top + Styles.Sizes.gutter", "title.bottom == other.bottom",
            "title.centerX == Layout.badgeView.centerX",
        ])
    }

    @Test("CGFloat(x) and Double(x) are x itself; Int(x) and Float(x) may round it and stay by name")
    func conversions() {
        #expect(read("""
            func layout() {
                root.addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.height.equalTo(CGFloat(ht))
                    make.width.equalTo(Double(w) * 2)
                    make.top.equalTo(Int(t))
                    make.bottom.equalTo(Float(b))
                }
            }
            """).texts == [
                "bar.height == ht", "bar.width == 2 * w", "bar.top == root.top + Int(t)", "bar.bottom == root.bottom + Float(b)",
            ])
    }

    @Test("a parameter's type says whether it is a number or an item")
    func parameters() {
        #expect(read("""
            extension UIView {
                func addBorder(depth: CGFloat, along edge: UIView?, hairline scale: Double) {
                    addSubview(border)
                    border.snp.makeConstraints { make in
                        make.width.equalTo(depth)
                        make.height.equalTo(edge!)
                        make.top.equalTo(scale)
                    }
                }
            }
            """).texts == ["border.width == depth", "border.height == edge.height", "border.top == self.top + scale"])
    }

    @Test("--metric values give names their values and win over the file's")
    func metrics() {
        #expect(read(Self.source, metrics: ["rowHeight": 20, "Theme.gap": 4, "padding": 0]).texts[1...4] == [
            "label.leading == self.leading + 4", "label.trailing == self.trailing - 40", "label.width == 76",
            "label.height == 44",
        ])
    }

    @Test("two definitions that disagree leave the name symbolic")
    func conflictingDefinitions() {
        let reading = read("""
            struct A { let margin: CGFloat = 8 }
            struct B { let margin: CGFloat = 10 }
            func layout() { box.widthAnchor.constraint(equalToConstant: margin).isActive = true }
            """)
        #expect(reading.texts == ["box.width == margin"])
    }

    @Test("`.zero` is 0; an inset value of the project's own is kept by name, one metric per field")
    func zeroAndProjectValues() {
        let reading = read("""
            func layout() {
                root.addSubview(box)
                box.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(.zero)
                    make.edges.equalToSuperview().inset(UIEdgeInsets.zero)
                    make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(horizontal: 8, vertical: 4))
                }
            }
            """)
        #expect(reading.texts == [
            "box.top == root.top", "box.left == root.left", "box.top == root.top", "box.right == root.right",
            "box.bottom == root.bottom", "box.leading == root.leading + UIEdgeInsets(horizontal: 8, vertical: 4).left",
            "box.trailing == root.trailing - UIEdgeInsets(horizontal: 8, vertical: 4).right",
        ])
        let kept = { (name: String) in
            "View.swift:6:9: note: \(name) has no value in this file (an expression computed at run time); "
                + "it is kept by name, and --metric '\(name)=VALUE' gives it one"
        }
        #expect(reading.messages == [
            kept("UIEdgeInsets(horizontal: 8, vertical: 4).left"), kept("UIEdgeInsets(horizontal: 8, vertical: 4).right"),
        ])
    }

    @Test("fields of the file's CGSize, CGRect and UIEdgeInsets constants, nested types' statics, vars never set and one-line getters are numbers")
    func definedStructsAndStatics() {
        let reading = read("""
            final class Chip: UIView {
                private enum Metrics {
                    static let icon = CGSize(width: 20, height: 14)
                    static let padding: UIEdgeInsets = .init(top: 4, left: 10, bottom: 6, right: 12)
                    static let slot = CGRect(origin: .zero, size: icon)
                    enum Badge { static let offset: CGFloat = 3 }
                    static var gap: CGFloat = 5
                    static var corner: CGFloat { return 7 }
                }
                var changing: CGFloat = 1
                func build() {
                    changing = 2
                    addSubview(glyph)
                    NSLayoutConstraint.activate([
                        glyph.widthAnchor.constraint(equalToConstant: Metrics.icon.width),
                        glyph.heightAnchor.constraint(equalToConstant: (Metrics.icon.height + Metrics.padding.top) / 2),
                        glyph.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metrics.padding.left + Metrics.Badge.offset),
                        glyph.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.Metrics.padding.right),
                        glyph.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.slot.maxY + Metrics.gap),
                        glyph.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Metrics.corner * changing),
                    ])
                    glyph.snp.makeConstraints { make in
                        make.size.greaterThanOrEqualTo(Metrics.icon)
                        make.edges.lessThanOrEqualToSuperview().inset(Metrics.padding)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "glyph.width == 20", "glyph.height == 9", "glyph.leading == self.leading + 13", "glyph.trailing == self.trailing - 12",
            "glyph.top == self.top + 19", "glyph.bottom == self.bottom - 7 * changing",
            "glyph.width >= 20", "glyph.height >= 14",
            "glyph.left <= self.left + 10", "glyph.top <= self.top + 4", "glyph.right <= self.right - 12", "glyph.bottom <= self.bottom - 6",
        ])
        #expect(reading.messages == [
            "View.swift:20:13: note: changing has no value in this file (a variable set at run time, line 10); "
                + "it is kept by name, and --metric 'changing=VALUE' gives it one",
        ])
    }

    @Test("a number kept by name is noted once, with where its value would come from")
    func symbolicNotes() {
        let reading = read("""
            final class Row: UIView {
                let rule = makeRule()
                func layout(depth: CGFloat) {
                    addSubview(line)
                    line.heightAnchor.constraint(equalToConstant: depth).isActive = true
                    line.widthAnchor.constraint(equalToConstant: depth * 2).isActive = true
                    line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: rule).isActive = true
                    line.topAnchor.constraint(equalTo: topAnchor, constant: Theme.spacing).isActive = true
                    line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: bounds.height).isActive = true
                    line.centerXAnchor.constraint(equalTo: centerXAnchor, constant: inherited).isActive = true
                    line.centerYAnchor.constraint(equalTo: centerYAnchor, constant: max(depth, 1)).isActive = true
                }
            }
            """)
        let kept = { (name: String, origin: String) in
            "note: \(name) has no value in this file (\(origin)); it is kept by name, and --metric '\(name)=VALUE' gives it one"
        }
        #expect(reading.messages == [
            "View.swift:5:9: " + kept("depth", "a parameter of layout, line 3"),
            "View.swift:7:9: " + kept("rule", "declared at line 2, with a value known at run time"),
            "View.swift:8:9: " + kept("Theme.spacing", "a member of Theme, declared outside this file"),
            "View.swift:9:9: " + kept("bounds.height", "a property of bounds known at run time"),
            "View.swift:10:9: " + kept("inherited", "not declared in this file"),
            "View.swift:11:9: " + kept("max(depth, 1)", "an expression computed at run time"),
        ])
    }

    @Test("what a function without constraint code declares is its own; what it sets and calls still counts")
    func otherFunctionsLocals() {
        let reading = read("""
            final class Banner: UIView {
                private static let height: CGFloat = 50
                var inset: CGFloat = 8
                func animate() {
                    let height = Banner.height
                    let offset = 30
                    UIView.animate(withDuration: 0.2) { self.inset = 12 }
                }
                func apply() {
                    let width: CGFloat = 24
                    _ = pin(bar, to: width)
                }
                func pin(_ child: UIView, to width: CGFloat) -> NSLayoutConstraint {
                    child.widthAnchor.constraint(equalToConstant: width)
                }
                func build() {
                    addSubview(bar)
                    bar.heightAnchor.constraint(equalToConstant: Banner.height).isActive = true
                    bar.topAnchor.constraint(equalTo: topAnchor, constant: inset).isActive = true
                    bar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: offset).isActive = true
                }
            }
            """)
        #expect(reading.texts == ["bar.width == 24", "bar.height == 50", "bar.top == self.top + inset", "bar.leading == self.leading + offset"])
        #expect(reading.messages == [
            "View.swift:19:9: note: inset has no value in this file (a variable set at run time, line 3); "
                + "it is kept by name, and --metric 'inset=VALUE' gives it one",
            "View.swift:20:9: note: offset has no value in this file (not declared in this file); "
                + "it is kept by name, and --metric 'offset=VALUE' gives it one",
        ])
    }
}
