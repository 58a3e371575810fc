import UIKit

final class OrderDetailViewController: UIViewController {
    var presenter: OrderDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.orderNumber
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Return", style: .plain, target: self, action: #selector(returnTapped)
        )
    }

    @objc private func returnTapped() {
        presenter.didTapReturn()
    }
}

final class OrderDetailPresenter {
    var orderNumber = ""
    var router: OrderDetailRouter!

    func didTapReturn() {
        router.openReturnRequest(for: orderNumber)
    }
}

final class OrderDetailRouter {
    weak var viewController: UIViewController?

    func openReturnRequest(for orderNumber: String) {
        let returnRequest = ReturnRequestBuilder.build(orderNumber: orderNumber)
        viewController?.navigationController?.pushViewController(returnRequest, animated: true)
    }
}

enum OrderDetailBuilder {
    static func build(orderNumber: String) -> UIViewController {
        let view = OrderDetailViewController()
        let presenter = OrderDetailPresenter()
        let router = OrderDetailRouter()
        presenter.orderNumber = orderNumber
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
