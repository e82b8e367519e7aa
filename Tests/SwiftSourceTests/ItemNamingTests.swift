import Constraints
import SwiftSource
import Testing

/// The naming contract, the same through every path a name can take:
/// properties, `self.`, a view's own guides, aliases, `weakSelf`, and the
/// closure parameter of `then`, `do` and `with` helpers.
@Suite("Item names: one contract on every path")
struct ItemNamingTests {
    @Test("a view's own guides are named without self., written with it or not")
    func ownGuides() {
        let reading = read("""
            final class Banner: UIView {
                func build() {
                    addSubview(text)
                    NSLayoutConstraint.activate([
                        text.topAnchor.constraint(equalTo: self.safeAreaLayoutGuide.topAnchor),
                        text.leadingAnchor.constraint(equalTo: self.layoutMarginsGuide.leadingAnchor),
                        text.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                        text.bottomAnchor.constraint(lessThanOrEqualTo: self.bottomAnchor),
                    ])
                    text.snp.makeConstraints { make in
                        make.width.lessThanOrEqualTo(self.safeAreaLayoutGuide)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "text.top == safeAreaLayoutGuide.top", "text.leading == layoutMarginsGuide.leading",
            "text.trailing == layoutMarginsGuide.trailing", "text.bottom <= self.bottom", "text.width <= safeAreaLayoutGuide.width",
        ])
        let guides = reading.constraints.compactMap { $0.constraint.secondItem as? LayoutGuide }
        #expect(guides.count == 4 && guides[0] === guides[3] && guides[1] === guides[2])
        #expect(guides.allSatisfy { $0.owningView === reading.constraints[3].constraint.secondItem })
    }

    @Test("a view's keyboard layout guide is its built-in guide, in anchors and SnapKit alike")
    func keyboardGuide() {
        let reading = read("""
            final class Composer: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(field)
                    field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
                    field.snp.makeConstraints { make in
                        make.leading.trailing.equalTo(view.keyboardLayoutGuide)
                    }
                }
            }
            """)
        #expect(reading.texts == [
            "field.bottom == view.keyboardLayoutGuide.top - 8", "field.leading == view.keyboardLayoutGuide.leading",
            "field.trailing == view.keyboardLayoutGuide.trailing",
        ])
        let guides = reading.constraints.compactMap { $0.constraint.secondItem as? LayoutGuide }
        #expect(guides.count == 3 && guides.allSatisfy { $0.kind == .keyboard && $0 === guides[0] })
    }

    @Test("an alias names its item as written at the constraints, and is that item on every path: anchors, SnapKit, VFL, item:")
    func aliasOnEveryPath() throws {
        let reading = read("""
            final class Toast {
                let message = UILabel()
                func present() {
                    guard let window = UIApplication.shared.keyWindow else { return }
                    window.addSubview(message)
                    message.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
                    message.snp.makeConstraints { make in
                        make.leading.equalTo(window).offset(12)
                        make.trailing.equalToSuperview().inset(12)
                    }
                    window.addConstraints(NSLayoutConstraint.constraints(
                        withVisualFormat: "V:[message]-20-|", options: [], metrics: nil, views: ["message": message]))
                    NSLayoutConstraint(item: message, attribute: .centerX, relatedBy: .equal, toItem: window,
                                       attribute: .centerX, multiplier: 1, constant: 0).isActive = true
                }
            }
            """)
        #expect(reading.texts == [
            "message.top == window.safeAreaLayoutGuide.top", "message.leading == window.leading + 12",
            "message.trailing == window.trailing - 12", "window.bottom == message.bottom + 20", "message.centerX == window.centerX",
        ])
        let window = try #require(reading.constraints[1].constraint.secondItem as? LayoutView)
        #expect([2, 4].allSatisfy { reading.constraints[$0].constraint.secondItem === window })
        #expect(reading.constraints[3].constraint.firstItem === window && window.safeAreaLayoutGuide === reading.constraints[0].constraint.secondItem)
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("an alias whose name another item has already is named by its path")
    func aliasNameTaken() {
        let reading = read("""
            final class Hint {
                func pinToKeyWindow() {
                    guard let host = UIApplication.shared.keyWindow else { return }
                    bubble.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
                }
                func pinToOwnWindow() {
                    guard let host = bubble.window else { return }
                    bubble.bottomAnchor.constraint(equalTo: host.bottomAnchor).isActive = true
                }
            }
            """)
        #expect(reading.texts == ["bubble.top == host.top", "bubble.bottom == bubble.window.bottom"])
        #expect(reading.constraints[0].constraint.secondItem !== reading.constraints[1].constraint.secondItem)
    }

    @Test("weak var weakSelf = self is self; the parameter of then, do and with closures is what they configure")
    func weakSelfAndConfiguringClosures() {
        let reading = read("""
            final class Profile: UIViewController {
                let avatar = UIImageView().then {
                    $0.widthAnchor.constraint(equalToConstant: 64).isActive = true
                }
                let name = UILabel()
                func build() {
                    weak var weakSelf = self
                    view.addSubview(avatar)
                    view.addSubview(name)
                    UIView.animate(withDuration: 0.2) {
                        weakSelf?.name.topAnchor.constraint(equalTo: weakSelf!.avatar.bottomAnchor).isActive = true
                    }
                    name.do {
                        $0.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    }
                    avatar.then { image in
                        image.heightAnchor.constraint(equalTo: image.widthAnchor).isActive = true
                    }
                    with(name) { $0.centerXAnchor.constraint(equalTo: avatar.centerXAnchor).isActive = true }
                }
            }
            """)
        #expect(reading.texts == [
            "avatar.width == 64", "name.top == avatar.bottom", "name.leading == view.leading + 20", "avatar.height == avatar.width",
            "name.centerX == avatar.centerX",
        ])
        let items = reading.constraints.map(\.constraint)
        #expect(items[0].firstItem === items[3].firstItem && items[1].secondItem === items[0].firstItem)
        #expect(items[1].firstItem === items[2].firstItem && items[2].firstItem === items[4].firstItem)
        #expect((items[0].firstItem as? LayoutView)?.superview === items[2].secondItem)
    }
}
