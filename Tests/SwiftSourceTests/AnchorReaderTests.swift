import Constraints
import SwiftSource
import Testing

@Suite("Reading anchors and NSLayoutConstraint(item:…)")
struct AnchorReaderTests {
    @Test("every anchor factory, activated in every way, with priorities set on variables")
    func anchors() {
        let reading = read("""
            final class Row: UITableViewCell {
                private let icon = UIImageView()
                private let title = UILabel()
                private var heightConstraint: NSLayoutConstraint?
                func configure() {
                    contentView.addSubview(icon)
                    contentView.addSubview(title)
                    let minimum = title.heightAnchor.constraint(greaterThanOrEqualToConstant: 22)
                    minimum.priority = .defaultHigh
                    let aspect = icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 0.75, constant: 2)
                    aspect.priority = UILayoutPriority(rawValue: 999)
                    NSLayoutConstraint.activate([
                        icon.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        icon.widthAnchor.constraint(equalToConstant: 40),
                        title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
                        title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
                        minimum,
                        aspect,
                    ])
                    title.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: contentView.topAnchor, multiplier: 1).isActive = true
                    heightConstraint = contentView.heightAnchor.constraint(equalToConstant: 60)
                    heightConstraint?.priority = .required - 1
                    heightConstraint?.isActive = true
                    contentView.addConstraint(title.centerYAnchor.constraint(equalTo: icon.centerYAnchor))
                }
            }
            """)
        // In the order UIKit activates them: `minimum` and `aspect` where the array activates them.
        #expect(reading.placed == [
            "13:13 icon.leading == contentView.layoutMarginsGuide.leading", "14:13 icon.width == 40",
            "15:13 title.leading == icon.trailing + standard", "16:13 title.trailing <= contentView.trailing - 16",
            "8:23 title.height >= 22 @750", "10:22 icon.height == icon.width * 0.75 + 2 @999",
            "20:9 title.firstBaseline == contentView.top + standard", "21:28 contentView.height == 60 @999",
            "24:35 title.centerY == icon.centerY",
        ])
        #expect(reading.constraints.allSatisfy { $0.notation == .anchor && $0.constraint.isActive })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("a local that is another name for an anchor is that anchor; any other local is none, even one named like an anchor")
    func anchorAliases() {
        let reading = read("""
            final class Footer: UIViewController {
                let note = UILabel()
                func build(topAnchor: NSLayoutYAxisAnchor) {
                    view.addSubview(note)
                    let bottom = view.bottomAnchor
                    let guide = view.layoutMarginsGuide
                    let leading = guide.leadingAnchor
                    guard let trailing = note.superview?.trailingAnchor else { return }
                    NSLayoutConstraint.activate([
                        note.bottomAnchor.constraint(equalTo: bottom, constant: -16),
                        leading.constraint(equalTo: note.leadingAnchor),
                        note.trailingAnchor.constraint(lessThanOrEqualTo: trailing),
                        note.topAnchor.constraint(equalTo: topAnchor),
                    ])
                }
            }
            """)
        #expect(reading.placed == [
            "10:13 note.bottom == view.bottom - 16", "11:13 view.layoutMarginsGuide.leading == note.leading",
            "12:13 note.trailing <= view.trailing",
        ])
        #expect(reading.messages == ["View.swift:13:48: warning: topAnchor is not an anchor the reader can follow; skipped"])
    }

    @Test("a function of the file that returns constraints is read at each call, its arguments standing for its parameters")
    func constraintFunctions() {
        let reading = read("""
            final class Tracks: UIViewController {
                let audio = UIButton(), video = UIButton(), subtitles = UIButton()
                var pinned: [NSLayoutConstraint] = []
                func layout() {
                    view.addSubview(audio)
                    view.addSubview(video)
                    view.addSubview(subtitles)
                    NSLayoutConstraint.activate(pair(left: audio, right: video))
                    pinned = pair(left: video, right: subtitles, gap: 12)
                        + [subtitles.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
                    NSLayoutConstraint.activate(pinned)
                    for button in [audio, video] {
                        self.width(of: button).isActive = true
                    }
                }
                private func pair(left: UIView, right: UIView, gap: CGFloat = 10) -> [NSLayoutConstraint] {
                    return [
                        left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -gap),
                        left.centerYAnchor.constraint(equalTo: right.centerYAnchor),
                    ]
                }
                func width(of button: UIView) -> NSLayoutConstraint {
                    let width = button.widthAnchor.constraint(equalToConstant: 44)
                    width.priority = .defaultHigh
                    return width
                }
                func unused(_ row: UIView) -> NSLayoutConstraint {
                    row.heightAnchor.constraint(equalToConstant: 20)
                }
            }
            """)
        // Placed at the calls; a function never called is read as written, as any code never called is.
        #expect(reading.placed == [
            "8:37 audio.trailing == video.leading - 10", "8:37 audio.centerY == video.centerY",
            "9:18 video.trailing == subtitles.leading - 12", "9:18 video.centerY == subtitles.centerY",
            "10:16 subtitles.trailing == view.trailing",
            "13:13 audio.width == 44 @750", "13:13 video.width == 44 @750",
            "28:9 row.height == 20",
        ])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, true, true, true, true, true, false])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("a multiple of the system spacing is skipped with a warning that says why; the rest is read")
    func systemSpacingMultiple() {
        let reading = read("""
            func layout() {
                NSLayoutConstraint.activate([
                    key.topAnchor.constraint(equalToSystemSpacingBelow: margins.topAnchor, multiplier: 0.5),
                    key.leadingAnchor.constraint(equalToSystemSpacingAfter: margins.leadingAnchor, multiplier: 1),
                ])
            }
            """)
        #expect(reading.texts == ["key.leading == margins.leading + standard"])
        #expect(reading.messages == [
            "View.swift:3:9: warning: the system spacing times 0.5 is not a constant the model holds (it has the standard space, not multiples of it); skipped",
        ])
    }

    @Test("constraints collected in an array, then activated; deactivation is followed")
    func collected() {
        let reading = read("""
            func pin(_ child: UIView, in parent: UIView) {
                var constraints = [NSLayoutConstraint]()
                constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor))
                constraints += [child.bottomAnchor.constraint(equalTo: parent.bottomAnchor)]
                let extra = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: ratio)
                NSLayoutConstraint.activate(constraints + [extra])
                NSLayoutConstraint.deactivate([extra])
            }
            """)
        #expect(reading.texts == ["child.top == parent.top", "child.bottom == parent.bottom", "child.width == parent.width * ratio"])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, false])
    }

    @Test("NSLayoutConstraint(item:…) with and without a second item; one UIKit refuses is an error")
    func itemInitializer() {
        let reading = read("""
            func layout() {
                NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: -4).isActive = true
                let width = NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .lessThanOrEqual,
                                               toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 30)
                parent.addConstraint(width)
                NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0).isActive = true
                NSLayoutConstraint(item: badge, attribute: someAttribute, relatedBy: .equal, toItem: avatar, attribute: .top, multiplier: 1, constant: 0).isActive = true
            }
            """)
        #expect(reading.placed == ["2:5 badge.centerX == avatar.trailing - 4", "3:17 badge.width <= 30"])
        #expect(reading.constraints.allSatisfy { $0.notation == .layoutConstraintInitializer && $0.constraint.isActive })
        #expect(reading.messages == [
            "View.swift:6:5: error: UIKit refuses this constraint: a location attribute (top) cannot be set equal to a constant; location attributes must be specified in pairs",
            "View.swift:7:5: warning: an attribute or relation of this constraint is known only at run time; skipped",
        ])
    }

    @Test("functions calling functions for their constraints are read at their calls until the file's budget of bodies is spent")
    func callBudget() {
        // Each level calls the next four times: 4^10 bodies if nothing stopped it.
        var source = (0 ..< 10).map { level in
            "func level\(level)(_ view: UIView) -> [NSLayoutConstraint] { return " + Array(repeating: "level\(level + 1)(view)", count: 4).joined(separator: " + ") + " }\n"
        }.joined()
        source += "func level10(_ view: UIView) -> [NSLayoutConstraint] { return [view.widthAnchor.constraint(equalToConstant: 1)] }\n"
        source += "func layout() { NSLayoutConstraint.activate(level0(badge)) }\n"
        let reading = read(source)
        #expect(!reading.constraints.isEmpty && reading.constraints.count < 1_000)
        #expect(Set(reading.texts) == ["badge.width == 1"])
        #expect(reading.diagnostics.map(\.id).contains("swift.skipped.call-budget-spent"))
    }

    @Test("what a followed loop's body cannot read is said once, not once per element")
    func loopSaysOnce() {
        let reading = read("""
            func layout(attribute: NSLayoutConstraint.Attribute) {
                for view in [badge, avatar] {
                    view.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    addConstraint(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: self, attribute: .left, multiplier: 1, constant: 0))
                }
            }
            """)
        #expect(reading.texts == ["badge.top == self.top", "avatar.top == self.top"])
        #expect(reading.messages == ["View.swift:4:23: warning: an attribute or relation of this constraint is known only at run time; skipped"])
    }

    @Test("a required priority changed on an active constraint is the crash UIKit has")
    func priorityOnActive() {
        let reading = read("""
            func layout() {
                let height = box.heightAnchor.constraint(equalToConstant: 10)
                height.isActive = true
                height.priority = .defaultLow
            }
            """)
        #expect(reading.texts == ["box.height == 10"])
        #expect(reading.diagnostics.map(\.severity) == [.error])
        #expect(reading.diagnostics.first?.range?.start == SourceLocation(line: 4, column: 5))
    }
}

@Suite("Shapes from real projects")
struct RealWorldShapeTests {
    @Test("a lazy constraint built in a closure, and the priority helpers projects add")
    func lazyAndHelpers() {
        let reading = read("""
            final class ListController: UIViewController {
                private lazy var emptyCenter: NSLayoutConstraint = {
                    NSLayoutConstraint(item: emptyView, attribute: .centerY, relatedBy: .equal, toItem: tableView, attribute: .top, multiplier: 1, constant: tableView.frame.height / 2)
                }()
                private lazy var headerHeight: NSLayoutConstraint = {
                    let height = header.heightAnchor.constraint(equalToConstant: 56)
                    height.priority = .defaultHigh
                    return height
                }()
                override func viewDidLoad() {
                    NSLayoutConstraint.activate([
                        emptyCenter,
                        headerHeight,
                        spacer.widthAnchor.constraint(equalToConstant: 8).priority(.required - 1),
                        badge.topAnchor.constraint(equalTo: header.topAnchor, constant: 4).identifier("badge top"),
                    ])
                }
            }
            """)
        #expect(reading.texts == [
            "emptyView.centerY == tableView.top + 0.5 * `tableView.frame.height`", "header.height == 56 @750",
            "spacer.width == 8 @999", "badge.top == header.top + 4",
        ])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
        #expect(reading.constraints[3].constraint.identifier == "badge top")
        #expect(reading.messages == [
            "View.swift:3:9: note: tableView.frame.height has no value in this file (a property of tableView.frame known at run time); "
                + "it is kept by name, and --metric 'tableView.frame.height=VALUE' gives it one",
        ])
    }

    @Test("an array added to a helper's constraints keeps what it can read; .with(priority:) is a priority; `as Any` is the view itself")
    func partlyReadable() {
        let reading = read("""
            final class Banner: UIView {
                func build() {
                    addSubview(tag)
                    NSLayoutConstraint.activate([
                        tag.topAnchor.constraint(equalTo: topAnchor),
                        tag.heightAnchor.constraint(equalToConstant: 30).with(priority: .defaultLow),
                    ] + tag.constraints(pinnedTo: self))
                    let centre = NSLayoutConstraint(item: tag as Any, attribute: .centerX, relatedBy: .equal, toItem: self,
                                                    attribute: .centerX, multiplier: 1, constant: 0)
                    addConstraint(centre)
                }
            }
            """)
        #expect(reading.texts == ["tag.top == self.top", "tag.height == 30 @250", "tag.centerX == self.centerX"])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive })
        #expect(reading.messages == ["View.swift:7:13: warning: tag.constraints(pinnedTo: self) is not a constraint the reader can follow; skipped"])
    }

    @Test("a local that is another name for an item is that item; a view's own guides and superview need no self.")
    func aliasesAndMembersOfSelf() {
        let reading = read("""
            final class Card: UIView {
                func setup() {
                    addSubview(label)
                    guard let container = superview else { return }
                    let guide = safeAreaLayoutGuide
                    let margins = label.layoutMarginsGuide
                    var other = safeAreaLayoutGuide
                    NSLayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                        label.topAnchor.constraint(equalTo: self.safeAreaLayoutGuide.topAnchor, constant: 8),
                        widthAnchor.constraint(equalTo: container.widthAnchor),
                        margins.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                        label.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5),
                    ])
                    if let superview {
                        heightAnchor.constraint(equalTo: superview.heightAnchor, multiplier: 0.5).isActive = true
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "label.leading == safeAreaLayoutGuide.leading + 16", "label.top == safeAreaLayoutGuide.top + 8",
            "self.width == superview.width", "label.layoutMarginsGuide.bottom == self.bottom - 10",
            "label.width == other.width * 0.5", "self.height == superview.height * 0.5",
        ])
        let items = reading.constraints.map(\.constraint)
        #expect(items[0].secondItem === items[1].secondItem, "guide and self.safeAreaLayoutGuide are one guide")
        #expect(items[2].secondItem === items[5].secondItem, "container, superview and self's superview are one view")
        #expect(items[4].secondItem !== items[0].secondItem, "a var is a local of its own")
        let card = items[2].firstItem as? LayoutView
        #expect(card?.safeAreaLayoutGuide === items[0].secondItem && card?.superview === items[2].secondItem)
        #expect((items[3].firstItem as? LayoutGuide)?.owningView === items[0].firstItem)
    }

    @Test("guard let strongSelf = self makes strongSelf.label the label of self")
    func strongSelf() {
        let reading = read("""
            final class Screen: UIViewController {
                func setup() {
                    view.addSubview(label)
                    DispatchQueue.main.async { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.label.snp.makeConstraints { make in
                            make.top.equalTo(strongSelf.view.safeAreaLayoutGuide)
                            make.leading.equalTo(strongSelf.view).offset(16)
                        }
                        NSLayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 50)])
                    }
                }
            }
            """)
        #expect(reading.texts == ["label.top == view.safeAreaLayoutGuide.top", "label.leading == view.leading + 16", "label.width == 50"])
        let items = reading.constraints.map(\.constraint)
        #expect(items[0].firstItem === items[2].firstItem && (items[1].secondItem as? LayoutView)?.subviews.first === items[0].firstItem)
    }
}
