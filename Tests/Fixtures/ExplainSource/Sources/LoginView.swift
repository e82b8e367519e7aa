import SnapKit
import UIKit

final class LoginView: UIView {
    private let logo = UIImageView()
    private let signInButton = UIButton(type: .system)
    private let hintLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(logo)
        addSubview(signInButton)
        addSubview(hintLabel)
        logo.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.centerX.equalToSuperview()
            make.width.height.equalTo(120)
        }
        NSLayoutConstraint.activate([
            signInButton.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 24),
            signInButton.heightAnchor.constraint(equalToConstant: 44),
            signInButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
        ])
        hintLabel.translatesAutoresizingMaskIntoConstraints = false
        hintLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}
