import UIKit

final class CheckInViewController: UIViewController {
    var output: CheckInPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Online check-in"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Continue", #selector(nextTapped))
        addButton("Help", #selector(helpTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func nextTapped() {
        output?.next()
    }

    @objc private func helpTapped() {
        output?.help()
    }
}

final class CheckInPresenter {
    weak var view: CheckInViewController?
    var interactor: CheckInInteractor!
    var router: CheckInRouter!

    func next() {
        router.openDeposit(reservationID: interactor.reservationID)
    }

    func help() {
        router.openHelp(topic: "check-in")
    }
}

final class CheckInInteractor {
    let reservationID = "RSV-77310"
}

final class CheckInRouter: BaseRouter {
    func openDeposit(reservationID: String) {
        let deposit = DepositBuilder.build(reservationID: reservationID)
        viewController?.navigationController?.pushViewController(deposit, animated: true)
    }
}

enum CheckInBuilder {
    static func build() -> UIViewController {
        let view = CheckInViewController()
        let presenter = CheckInPresenter()
        let router = CheckInRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = CheckInInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
