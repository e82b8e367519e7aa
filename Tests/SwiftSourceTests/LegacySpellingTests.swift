import Constraints
import SwiftSource
import Testing

/// The API as Swift 2 spelled it, which older projects still hold: read as its current spelling.
@Suite("Swift 2 spellings of the Auto Layout API")
struct LegacySpellingTests {
    @Test("constraintsWithVisualFormat, activateConstraints, constraintEqualToAnchor, .Top and .Equal, .active and UILayoutPriority globals")
    func swiftTwo() {
        let reading = read("""
            final class FeedCell: UITableViewCell {
                func makeUI() {
                    contentView.addSubview(avatar)
                    contentView.addSubview(name)
                    let views = ["avatar": avatar, "name": name]
                    let row = NSLayoutConstraint.constraintsWithVisualFormat("H:|-15-[avatar(40)]-10-[name]-15-|", options: [.AlignAllCenterY], metrics: nil, views: views)
                    let top = NSLayoutConstraint(item: avatar, attribute: .Top, relatedBy: .GreaterThanOrEqual, toItem: contentView, attribute: .Top, multiplier: 1, constant: 10)
                    NSLayoutConstraint.activateConstraints(row + [top])
                    let square = avatar.heightAnchor.constraintEqualToAnchor(avatar.widthAnchor, multiplier: 1)
                    square.priority = UILayoutPriorityDefaultHigh
                    square.active = true
                    name.heightAnchor.constraintGreaterThanOrEqualToConstant(20).active = true
                    name.bottomAnchor.constraintLessThanOrEqualToAnchor(contentView.bottomAnchor, constant: -4).active = true
                    NSLayoutConstraint.deactivateConstraints([top])
                }
            }
            """)
        #expect(reading.texts == [
            "avatar.leading == contentView.leading + 15", "avatar.width == 40", "name.leading == avatar.trailing + 10",
            "contentView.trailing == name.trailing + 15", "avatar.centerY == name.centerY", "avatar.top >= contentView.top + 10",
            "avatar.height == avatar.width @750", "name.height >= 20", "name.bottom <= contentView.bottom - 4",
        ])
        #expect(reading.constraints.map(\.constraint.isActive) == [true, true, true, true, true, false, true, true, true])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test(".Baseline, the last baseline's old name, is the last baseline")
    func oldBaselineName() {
        let reading = read("""
            final class PriceCell: UITableViewCell {
                func makeUI() {
                    contentView.addSubview(price)
                    contentView.addSubview(unit)
                    contentView.addConstraint(NSLayoutConstraint(item: unit, attribute: .Baseline, relatedBy: .Equal, toItem: price, attribute: .Baseline, multiplier: 1, constant: 0))
                }
            }
            """)
        #expect(reading.texts == ["unit.lastBaseline == price.lastBaseline"])
        #expect(reading.diagnostics.isEmpty)
    }
}
