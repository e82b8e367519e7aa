import Constraints
import SwiftSource
import Testing

/// Constraints kept in stored properties: made with any spelling of the
/// initializer, installed in the same method or in one written above it.
@Suite("Constraints kept in properties and installed later")
struct StoredConstraintTests {
    @Test("NSLayoutConstraint.init(item:…) and .init(item:…) kept in properties, installed by addConstraint, activate and isActive")
    func explicitInitializers() {
        let reading = read("""
            final class PriceTag: UIView {
                private let coin = UIImageView()
                private var coinWidth: NSLayoutConstraint?
                private var coinHeight: NSLayoutConstraint!
                private var coinTop: NSLayoutConstraint?

                func prepare() {
                    addSubview(coin)
                    coinWidth = NSLayoutConstraint.init(item: coin, attribute: .width, relatedBy: .equal, toItem: nil,
                                                        attribute: .notAnAttribute, multiplier: 1, constant: 18)
                    coinHeight = .init(item: coin, attribute: .height, relatedBy: .equal, toItem: coin, attribute: .width,
                                       multiplier: 1.5, constant: 0)
                    self.coinTop = NSLayoutConstraint(item: coin, attribute: .top, relatedBy: .equal, toItem: self,
                                                      attribute: .top, multiplier: 1, constant: 3)
                    coin.addConstraint(coinWidth!)
                    NSLayoutConstraint.activate([coinHeight])
                    coinTop?.isActive = true
                }
            }
            """)
        #expect(reading.placed == ["9:21 coin.width == 18", "11:22 coin.height == coin.width * 1.5", "13:24 coin.top == self.top + 3"])
        #expect(reading.constraints.allSatisfy { $0.notation == .layoutConstraintInitializer && $0.constraint.isActive })
        #expect(reading.diagnostics.isEmpty)
    }

    @Test("constraints in a sum of arrays assigned to a property are placed where they are written (the hand-checked sample had them at lines 1 to 10)")
    func sumPlaces() {
        let reading = read("""
            final class Footer: UIView {
                var pins: [NSLayoutConstraint] = []
                func build() {
                    pins = [
                            mark.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        ] + [
                            mark.leadingAnchor.constraint(equalTo: leadingAnchor),
                        ]
                    NSLayoutConstraint.activate(pins)
                }
            }
            """)
        #expect(reading.placed == ["5:17 mark.top == self.top + 8", "7:17 mark.leading == self.leading"])
        #expect(reading.constraints.allSatisfy { $0.constraint.isActive } && reading.diagnostics.isEmpty)
    }

    @Test("a method above the one that makes a property's constraint installs it once the whole file is read")
    func installedAbove() {
        let reading = read("""
            final class Meter: UIView {
                private let bar = UIView()
                private var barWidth: NSLayoutConstraint!
                private lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 4)

                override func updateConstraints() {
                    barWidth.isActive = true
                    NSLayoutConstraint.activate([barHeight, pending])
                    super.updateConstraints()
                }

                func build() {
                    addSubview(bar)
                    barWidth = bar.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.25)
                }
            }
            """)
        #expect(reading.texts == ["bar.height == 4", "bar.width == self.width * 0.25"])
        #expect(reading.constraints.map(\.constraint.isActive) == [false, true])
        #expect(reading.messages == ["View.swift:8:37: warning: [barHeight, pending] holds constraints the reader cannot see; skipped"])
    }

    @Test("an outlet's constraint is Interface Builder's, said so; isActive of something that is no constraint is not read")
    func outletsAndOtherActiveThings() {
        let reading = read("""
            final class PlayerView: UIView {
                @IBOutlet var artworkTop: NSLayoutConstraint!
                let searchController = UISearchController()
                func expand(container: UIView?) {
                    artworkTop.isActive = true
                    searchController.isActive = true
                    artwork.leftAnchor.constraint(equalTo: (container?.leftAnchor)!).isActive = true
                    let spare = artwork.widthAnchor.constraint(equalToConstant: 60)
                    spare.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
                    spare.isActive = true
                }
            }
            """)
        #expect(reading.texts == ["artwork.left == container.left", "artwork.width == 60 @999"])
        #expect(reading.messages == [
            "View.swift:5:9: warning: artworkTop is an outlet: Interface Builder makes its constraint, which the reader of this file cannot see; skipped",
        ])
    }

    @Test("an initializer of the same name with other labels is not UIKit's, and is not read")
    func otherInitializers() {
        let reading = read("""
            func build() {
                let rule: Rule = .init(item: card, attribute: .top)
                NSLayoutConstraint.activate([card.topAnchor.constraint(equalTo: sheet.topAnchor)])
            }
            """)
        #expect(reading.texts == ["card.top == sheet.top"])
        #expect(reading.diagnostics.isEmpty)
    }
}
