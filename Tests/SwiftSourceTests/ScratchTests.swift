import Constraints
import SwiftSource
import Testing

@Test func scratch() {
    let source = """
    import UIKit
    final class Cell: UITableViewCell {
        private let titleLabel = UILabel()
        private let iconView = UIImageView()
        private enum Layout { static let inset: CGFloat = 12 }
        func setUp() {
            contentView.addSubview(titleLabel)
            contentView.addSubview(iconView)
            iconView.snp.makeConstraints { make in
                make.leading.top.equalToSuperview().offset(Layout.inset)
                make.size.equalTo(44)
            }
            titleLabel.snp.makeConstraints { (make) in
                make.leading.equalTo(iconView.snp.trailing).offset(padding)
                make.trailing.lessThanOrEqualToSuperview().inset(padding * 2)
                make.centerY.equalTo(iconView).priority(.high)
            }
            let c = titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
            c.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                c,
                iconView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
            ])
            contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[titleLabel]-(>=m)-|", options: [], metrics: ["m": 4], views: ["titleLabel": titleLabel]))
            NSLayoutConstraint(item: titleLabel, attribute: .width, relatedBy: .equal, toItem: iconView, attribute: .width, multiplier: ratio, constant: 0).isActive = true
        }
    }
    """
    let reading = SwiftSourceReader().read(source, file: "Cell.swift")
    for c in reading.constraints { print("\(c.location) [\(c.notation.rawValue)] \(c.constraint) active=\(c.constraint.isActive)") }
    for d in reading.diagnostics { print(d) }
}
