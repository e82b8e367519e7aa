#if canImport(UIKit)
import UIKit

/// An e-mail field above a password field, laid out with VFL; the second
/// format misspells `password`, which the build-tool plugin reports on every build.
final class LoginView: UIView {
    let email = UITextField()
    let password = UITextField()

    func build() {
        [email, password].forEach { addSubview($0) }
        let views = ["email": email, "password": password]
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[email]-|", options: [], metrics: nil, views: views))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[email]-[pasword]", options: [], metrics: nil, views: views))
    }
}
#endif

/// The screen's name, so that the module has a symbol on every platform.
public let loginScreenName = "Login"
