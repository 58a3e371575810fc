import UIKit

final class GoalsViewController: UIViewController {

    var presenter: GoalsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Weekly goals"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapDone()
        })
    }
}

final class GoalsPresenter {

    private let router: GoalsRouter

    init(router: GoalsRouter) {
        self.router = router
    }

    func didTapDone() {
        router.close()
    }
}

final class GoalsRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum GoalsBuilder {

    static func build() -> UIViewController {
        let view = GoalsViewController()
        let router = GoalsRouter()
        view.presenter = GoalsPresenter(router: router)
        router.viewController = view
        return view
    }
}
