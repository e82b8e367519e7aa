import UIKit

final class ChipView: UIView {
    private let iconView = UIImageView()

    func build() {
        addSubview(iconView)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[icon]-20-|", options: [], metrics: nil, views: ["icon": iconView]))
    }
}
