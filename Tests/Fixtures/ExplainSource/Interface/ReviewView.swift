import UIKit

final class ReviewView: UIView {
    private let authorLabel = UILabel()
    private let dateLabel = UILabel()

    func build() {
        for label in [authorLabel, dateLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-12-[author(200)]-8-[date(>=80)]-12-|", options: [], metrics: nil,
            views: ["author": authorLabel, "date": dateLabel]))
    }
}
