import UIKit

final class CheckoutViewController: UIViewController {

    var presenter: CheckoutPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class CheckoutPresenter {

    private let product: Product

    init(product: Product) {
        self.product = product
    }

    var title: String { "Pay \(product.price) EUR" }
}

enum CheckoutBuilder {

    static func build(product: Product) -> UIViewController {
        let view = CheckoutViewController()
        view.presenter = CheckoutPresenter(product: product)
        return view
    }
}
