import Constraints
import SwiftSource
import Testing

@Suite("Reading SnapKit closures")
struct SnapKitReaderTests {
    @Test("every closure shape reads the same, at the line and column of each chain")
    func closureShapes() {
        let reading = read("""
            final class Card: UIView {
                let badge = UIView()
                func build() {
                    addSubview(badge)
                    badge.snp.makeConstraints { make in make.top.equalToSuperview() }
                    badge.snp.makeConstraints { (make) in make.left.equalToSuperview() }
                    badge.snp.makeConstraints { (make: ConstraintMaker) -> Void in
                        make.width.equalTo(20)
                    }
                    badge.snp.makeConstraints({ [weak self] (maker) in maker.height.equalTo(20) })
                    badge.snp.makeConstraints { $0.right.equalToSuperview() }
                }
            }
            """)
        #expect(reading.placed == [
            "5:45 badge.top == self.top", "6:47 badge.left == self.left", "8:13 badge.width == 20",
            "10:60 badge.height == 20", "11:37 badge.right == self.right",
        ])
        #expect(reading.constraints.allSatisfy { $0.notation == .snapKit && $0.constraint.isActive && !$0.isConditional })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("composites expand in SnapKit's order with its constants and signs")
    func composites() {
        let reading = read("""
            func layout() {
                container.addSubview(card)
                container.addSubview(icon)
                card.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
                }
                icon.snp.makeConstraints { make in
                    make.size.equalTo(CGSize(width: 24, height: 32))
                    make.center.equalTo(card)
                    make.top.bottom.equalTo(card).inset(4)
                    make.directionalHorizontalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 12))
                }
            }
            """)
        #expect(reading.texts == [
            "card.left == container.left + 16", "card.top == container.top + 8", "card.right == container.right - 16",
            "card.bottom == container.bottom - 8", "icon.width == 24", "icon.height == 32",
            "icon.centerX == card.centerX", "icon.centerY == card.centerY", "icon.top == card.top + 4",
            "icon.bottom == card.bottom - 4", "icon.leading == container.leading + 10",
            "icon.trailing == container.trailing - 12",
        ])
    }

    @Test("a size, point or insets the file gives no value is kept by name, one metric per field, with SnapKit's signs")
    func unseenStructs() {
        let reading = read("""
            final class Badge: UIView {
                var origin: CGPoint = .zero
                var gap: CGFloat = 4
                let dot = UIView()
                func build() {
                    origin = place()
                    gap = 6
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.size.equalTo(Theme.dotSize)
                        make.center.equalTo(origin)
                        make.edges.equalToSuperview().inset(Theme.contentInsets)
                    }
                    dot.snp.remakeConstraints { make in
                        make.directionalEdges.equalToSuperview().inset(Theme.cardInsets)
                        make.width.height.equalTo(Theme.side)
                        make.horizontalEdges.equalToSuperview().inset(gap)
                        make.verticalEdges.equalToSuperview().inset(.init(top: gap, left: 0, bottom: gap * 2, right: 0))
                    }
                }
            }
            """)
        // A name the file does not declare is a struct only where the chain says so: `make.size` is
        // given a size, `make.center` a point, an inset is insets only when its name says so.
        #expect(reading.texts == [
            "dot.width == `Theme.dotSize.width`", "dot.height == `Theme.dotSize.height`",
            "dot.centerX == self.left + origin.x", "dot.centerY == self.top + origin.y",
            "dot.left == self.left + `Theme.contentInsets.left`", "dot.top == self.top + `Theme.contentInsets.top`",
            "dot.right == self.right - `Theme.contentInsets.right`", "dot.bottom == self.bottom - `Theme.contentInsets.bottom`",
            "dot.top == self.top + `Theme.cardInsets.top`", "dot.bottom == self.bottom - `Theme.cardInsets.bottom`",
            "dot.leading == self.leading + `Theme.cardInsets.leading`", "dot.trailing == self.trailing - `Theme.cardInsets.trailing`",
            "dot.width == `Theme.side`", "dot.height == `Theme.side`",
            "dot.left == self.left + gap", "dot.right == self.right - gap",
            "dot.top == self.top + gap", "dot.bottom == self.bottom - 2 * gap",
        ])
        #expect(reading.constraints.allSatisfy { $0.isComplete })
    }

    @Test("a rectangle given to inset is no inset: it is said, and the chain is read without it")
    func rectangleInset() {
        let reading = read("""
            final class Frame: UIView {
                var slot: CGRect = .zero
                func build() {
                    slot = bounds
                    addSubview(box)
                    box.snp.makeConstraints { make in make.top.equalToSuperview().inset(slot) }
                }
            }
            """)
        #expect(reading.texts == ["box.top == self.top"])
        #expect(reading.constraints.map(\.isComplete) == [false])
        #expect(reading.messages == ["View.swift:6:77: warning: slot is not a number or insets; the chain is read without this inset"])
    }

    @Test("targets: other attributes, guides, the superview's parts, constants relative to the superview")
    func targets() {
        let reading = read("""
            class Screen: UIViewController {
                let header = UIView()
                let list = UITableView()
                override func viewDidLoad() {
                    view.addSubview(header)
                    view.addSubview(list)
                    header.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide)
                        make.leading.trailing.equalTo(self.view.layoutMarginsGuide)
                        make.height.equalTo(view.snp.height).multipliedBy(0.25)
                    }
                    list.snp.makeConstraints { make in
                        make.top.equalTo(header.snp.bottom).offset(8)
                        make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
                        make.centerX.equalTo(40)
                        make.width.equalTo(header).dividedBy(2)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "header.top == view.safeAreaLayoutGuide.top", "header.leading == view.layoutMarginsGuide.leading",
            "header.trailing == view.layoutMarginsGuide.trailing", "header.height == view.height * 0.25",
            "list.top == header.bottom + 8", "list.bottom == view.safeAreaLayoutGuide.bottom",
            "list.centerX == view.left + 40", "list.width == header.width * 0.5",
        ])
    }

    @Test("priorities, labels and .constraint are kept")
    func prioritiesAndLabels() {
        let reading = read("""
            func layout() {
                root.addSubview(label)
                label.snp.makeConstraints { make in
                    make.width.lessThanOrEqualTo(300).priority(.high)
                    make.height.greaterThanOrEqualTo(20).priority(999).labeled("minimum height")
                    self.topConstraint = make.top.equalToSuperview().offset(12).priority(UILayoutPriority.defaultLow + 1).constraint
                    make.bottom.equalToSuperview().priorityMedium()
                }
            }
            """)
        #expect(reading.texts == [
            "label.width <= 300 @750", "label.height >= 20 @999", "label.top == root.top + 12 @251",
            "label.bottom == root.bottom @500",
        ])
        #expect(reading.constraints[1].constraint.identifier == "minimum height")
    }

    @Test("arithmetic on a known priority's number is that priority; one not known is said, and its constraint marked incomplete")
    func priorityArithmetic() {
        let reading = read("""
            func layout() {
                root.addSubview(label)
                label.snp.makeConstraints { make in
                    make.left.equalTo(8).priority(ConstraintPriority.low.value + 1)
                    make.right.equalTo(-8).priority(ConstraintPriority.high.value - 10)
                    make.top.equalTo(4).priority(UILayoutPriority.defaultLow.rawValue + 2)
                    make.bottom.equalTo(-4).priority(chosen.value + 1)
                }
            }
            """)
        #expect(reading.texts == [
            "label.left == root.left + 8 @251", "label.right == root.right - 8 @740", "label.top == root.top + 4 @252",
            "label.bottom == root.bottom - 4",
        ])
        #expect(reading.constraints.map(\.isComplete) == [true, true, true, false])
        #expect(reading.messages == ["View.swift:7:42: warning: the priority chosen.value + 1 is not known; read as required"])
    }

    @Test("remakeConstraints replaces the item's constraints; updateConstraints changes matching constants")
    func lifecycle() {
        let reading = read("""
            func layout() {
                root.addSubview(panel)
                panel.snp.makeConstraints { make in
                    make.height.equalTo(100)
                    make.top.equalToSuperview()
                }
                panel.snp.updateConstraints { make in make.height.equalTo(200) }
                panel.snp.remakeConstraints { make in make.bottom.equalToSuperview() }
            }
            """)
        #expect(reading.texts == ["panel.height == 200", "panel.top == root.top", "panel.height == 200", "panel.bottom == root.bottom"])
        #expect(reading.constraints.map(\.constraint.isActive) == [false, false, false, true])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("chains handed to something else in a closure (kept in arrays to toggle later) are read, in order")
    func chainsHandedOn() {
        let reading = read("""
            final class Bar: UIView {
                var collapsed: [Constraint] = []
                func build() {
                    addSubview(field)
                    field.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        collapsed.append(make.leading.equalToSuperview().constraint)
                        expanded.append(contentsOf: [make.trailing.equalToSuperview().inset(8).constraint])
                        log(make)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "field.top == self.top", "field.bottom == self.bottom", "field.leading == self.leading", "field.trailing == self.trailing - 8",
        ])
        #expect(reading.messages == ["View.swift:9:13: warning: log(make) is not a chain the reader can follow; skipped"])
    }

    @Test("a chain the DSL refuses is an error at the chain; the others are read")
    func refusals() {
        let reading = read("""
            func layout() {
                root.addSubview(a)
                a.snp.makeConstraints { make in
                    make.edges.equalTo(b.snp.size)
                    make.left.equalTo(b.snp.width)
                    make.top.equalTo(b)
                }
            }
            """)
        #expect(reading.texts == ["a.top == b.top"])
        #expect(reading.messages == [
            "View.swift:4:9: error: cannot relate [left, top, right, bottom] to a different set of attributes [width, height]; no constraint was made",
            "View.swift:5:9: error: a.left was not constrained: invalid pairing of layout attributes left and width: a size attribute cannot be related to a location attribute",
        ])
    }

    @Test("a view built in a lazy closure is a local; views added nowhere relate to X.superview")
    func lazyClosureAndSuperviews() {
        let reading = read("""
            final class Menu: UIView {
                lazy var footer: UIView = {
                    let view = UIView()
                    view.addSubview(self.caption)
                    self.caption.snp.makeConstraints({ (make) in
                        make.edges.equalToSuperview().inset(self.inset * 2)
                    })
                    view.snp.makeConstraints { make in make.width.equalTo(250) }
                    return view
                }()
                func build() {
                    view.snp.makeConstraints { make in make.width.equalTo(300) }
                    orphan.snp.makeConstraints { make in make.leading.equalToSuperview() }
                    [first, second].forEach { $0.snp.makeConstraints { make in make.height.equalTo(44) } }
                }
            }
            """)
        #expect(reading.texts == [
            "caption.left == view.left + 2 * inset", "caption.top == view.top + 2 * inset",
            "caption.right == view.right - 2 * inset", "caption.bottom == view.bottom - 2 * inset",
            "view.width == 250", "view.width == 300", "orphan.leading == orphan.superview.leading",
            "first.height == 44", "second.height == 44",
        ])
        let views = reading.constraints.filter { $0.constraint.description.hasPrefix("view.width") }.map(\.constraint.firstItem)
        #expect(views.count == 2 && views[0] !== views[1], "the local `view` and the member `view` are two items")
    }

    @Test("branches are read and flagged; #available reads its body only; other code is reported")
    func conditionsAndSkips() {
        let reading = read("""
            func layout() {
                root.addSubview(bar)
                bar.snp.makeConstraints { make in
                    if #available(iOS 11.0, *) {
                        make.top.equalTo(root.safeAreaLayoutGuide.snp.top)
                    } else {
                        make.top.equalTo(topLayoutGuide.snp.bottom)
                    }
                    applyHeight(make)
                    make.width.equalTo(root).pinned()
                }
                if compact {
                    bar.snp.makeConstraints { make in make.height.equalTo(44) }
                }
                for item in items { item.snp.makeConstraints { make in make.edges.equalToSuperview() } }
            }
            """)
        #expect(reading.texts == ["bar.top == root.safeAreaLayoutGuide.top", "bar.width == root.width", "bar.height == 44"])
        #expect(reading.constraints.map(\.isConditional) == [false, false, true])
        #expect(reading.messages == [
            "View.swift:9:9: warning: applyHeight(make) is not a chain the reader can follow; skipped",
            "View.swift:10:34: warning: pinned is not a SnapKit modifier the reader knows; the chain is read without it",
            "View.swift:12:5: note: constraints inside this branch are read as if it runs",
            "View.swift:15:5: warning: skipped the constraints in this loop over items: only loops over an array literal are followed",
        ])
    }

    @Test("a switch in a closure is read case by case, each case flagged; a long skipped statement is quoted cut short")
    func switchCases() {
        let reading = read("""
            func addBorder(side: Side) {
                root.addSubview(border)
                border.snp.makeConstraints { make in
                    switch side {
                    case .left:
                        make.left.equalToSuperview()
                        make.width.equalTo(1)
                    case .top where compact, .bottom:
                        make.height.equalTo(1)
                    default:
                        break
                    }
                    applyTheRestOfTheLayoutFromTheDesignSystem(to: make, theme: theme, spacing: spacing.large)
                }
            }
            """)
        #expect(reading.texts == ["border.left == root.left", "border.width == 1", "border.height == 1"])
        #expect(reading.constraints.map(\.isConditional) == [true, true, true])
        #expect(reading.messages == [
            "View.swift:5:9: note: constraints inside this branch are read as if it runs",
            "View.swift:8:9: note: constraints inside this branch are read as if it runs",
            "View.swift:13:9: warning: applyTheRestOfTheLayoutFromTheDesignSystem(to: make, theme:… is not a chain the reader can follow; skipped",
        ])
    }
}
