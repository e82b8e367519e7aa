import SnapKit
import UIKit

final class FooterView: UIView {
    private let doneButton = UIButton(type: .system)

    func build() {
        addSubview(doneButton)
        doneButton.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview().inset(24)
            make.bottom.equalToSuperview().inset(32)
            make.height.equalTo(48)
        }
    }
}
