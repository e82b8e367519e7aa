import UIKit

final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    func build() {
        addSubview(titleLabel)
        addSubview(closeButton)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            titleLabel.widthAnchor.constraint(equalToConstant: 300),
            closeButton.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            closeButton.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            closeButton.widthAnchor.constraint(equalToConstant: 44),
        ])
    }
}
