import Constraints
import SwiftSource
import Testing

/// The order constraints come out in: the order UIKit creates or activates them.
@Suite("Order: as UIKit makes and activates them")
struct OrderTests {
    @Test("an array collected with += and append is activated in its final order, whenever its elements were made")
    func arrayOrder() {
        let reading = read("""
            final class Ruler: UIView {
                func build() {
                    addSubview(tick)
                    addSubview(mark)
                    let views = ["tick": tick, "mark": mark]
                    let tickWidth = tick.widthAnchor.constraint(equalToConstant: 2)
                    var all: [NSLayoutConstraint] = []
                    all += NSLayoutConstraint.constraints(withVisualFormat: "H:|[tick]-4-[mark]|", options: [], metrics: nil, views: views)
                    all.append(tickWidth)
                    all.append(mark.heightAnchor.constraint(equalToConstant: 10))
                    NSLayoutConstraint.activate(all)
                }
            }
            """)
        #expect(reading.texts == [
            "tick.leading == self.leading", "mark.leading == tick.trailing + 4", "self.trailing == mark.trailing",
            "tick.width == 2", "mark.height == 10",
        ])
    }

    @Test("each constraint takes its place where it is activated, or where it is made when nothing activates it after")
    func activationPlaces() {
        let reading = read("""
            func build() {
                let late = dot.widthAnchor.constraint(equalToConstant: 6)
                let spare = dot.heightAnchor.constraint(equalToConstant: 6)
                dot.topAnchor.constraint(equalTo: frameView.topAnchor).isActive = true
                dot.snp.makeConstraints { make in
                    make.leading.equalTo(frameView)
                }
                late.isActive = true
                NSLayoutConstraint.deactivate([late])
                frameView.addConstraint(late)
            }
            """)
        #expect(reading.texts == ["dot.height == 6", "dot.top == frameView.top", "dot.leading == frameView.leading", "dot.width == 6"])
        #expect(reading.constraints.map(\.constraint.isActive) == [false, true, true, true])
    }
}
