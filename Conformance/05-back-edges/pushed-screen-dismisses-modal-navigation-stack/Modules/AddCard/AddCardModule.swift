import UIKit

final class AddCardViewController: UIViewController {
    var presenter: AddCardPresenter!
    private let numberField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New card"
        numberField.keyboardType = .numberPad
        view.addSubview(numberField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next", style: .done, target: self, action: #selector(nextTapped)
        )
    }

    @objc private func nextTapped() {
        presenter.didEnterCardNumber(numberField.text ?? "")
    }
}

final class AddCardPresenter {
    var router: AddCardRouter!

    func didEnterCardNumber(_ number: String) {
        router.openVerification(lastDigits: String(number.suffix(4)))
    }
}

final class AddCardRouter {
    weak var viewController: UIViewController?

    func openVerification(lastDigits: String) {
        let verification = CardVerificationBuilder.build(lastDigits: lastDigits)
        viewController?.navigationController?.pushViewController(verification, animated: true)
    }
}

enum AddCardBuilder {
    static func build() -> UIViewController {
        let view = AddCardViewController()
        let presenter = AddCardPresenter()
        let router = AddCardRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
