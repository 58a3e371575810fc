import UIKit

protocol UnlockViewInput: AnyObject {
    func setUnlocking(_ unlocking: Bool)
}

final class UnlockViewController: UIViewController, UnlockViewInput {

    var presenter: UnlockViewOutput!

    private let codeField = UITextField()
    private let unlockButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Unlock a bike"
        view.backgroundColor = .systemBackground
        codeField.placeholder = "Code on the handlebar, e.g. B-3317"
        codeField.autocapitalizationType = .allCharacters
        codeField.borderStyle = .roundedRect
        unlockButton.setTitle("Unlock", for: .normal)
        unlockButton.addAction(UIAction { [weak self] _ in
            self?.presenter.didTapUnlock(code: self?.codeField.text ?? "")
        }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [codeField, unlockButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 240)
        view.addSubview(stack)
    }

    func setUnlocking(_ unlocking: Bool) {
        unlockButton.isEnabled = !unlocking
        unlockButton.configuration?.showsActivityIndicator = unlocking
    }
}
