import UIKit

final class ProductViewController: UIViewController {

    var presenter: ProductPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
    }
}

final class ProductPresenter {

    private let sku: String

    init(sku: String) {
        self.sku = sku
    }

    var title: String {
        "Tea \(sku)"
    }
}

enum ProductBuilder {

    static func build(sku: String) -> UIViewController {
        let view = ProductViewController()
        view.presenter = ProductPresenter(sku: sku)
        return view
    }
}
