import UIKit

final class ReturnRequestViewController: UIViewController {
    var presenter: ReturnRequestPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Return items"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Submit", style: .done, target: self, action: #selector(submitTapped)
        )
    }

    @objc private func submitTapped() {
        presenter.didTapSubmit()
    }
}

final class ReturnRequestPresenter {
    var orderNumber = ""
    var router: ReturnRequestRouter!

    func didTapSubmit() {
        ReturnsAPI.requestReturn(orderNumber: orderNumber)
        router.backToOrders()
    }
}

enum ReturnsAPI {
    static func requestReturn(orderNumber: String) {
        print("Return requested for order \(orderNumber)")
    }
}

final class ReturnRequestRouter {
    weak var viewController: UIViewController?

    func backToOrders() {
        guard let navigation = viewController?.navigationController,
              let orders = navigation.viewControllers.first(where: { $0 is OrdersViewController })
        else { return }
        navigation.popToViewController(orders, animated: true)
    }
}

enum ReturnRequestBuilder {
    static func build(orderNumber: String) -> UIViewController {
        let view = ReturnRequestViewController()
        let presenter = ReturnRequestPresenter()
        let router = ReturnRequestRouter()
        presenter.orderNumber = orderNumber
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
