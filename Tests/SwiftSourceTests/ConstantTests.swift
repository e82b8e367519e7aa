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

    @Test("`.zero` is 0; an inset value of the project's own is reported, not guessed")
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
            "box.bottom == root.bottom", "box.leading == root.leading", "box.trailing == root.trailing",
        ])
        #expect(reading.messages == [
            "View.swift:6:56: warning: UIEdgeInsets(horizontal: 8, vertical: 4) is a value of the project's own; the chain is read without this inset",
        ])
    }
}
