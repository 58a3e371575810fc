import UIKit

protocol ProductViewInput: AnyObject {
    func display(title: String)
}

protocol ProductViewOutput: AnyObject {
    func viewDidLoad()
}

final class ProductViewController: UIViewController, ProductViewInput {
    var output: ProductViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ProductPresenter: ProductViewOutput {
    weak var view: ProductViewInput?
    private let interactor = ProductInteractor()
    private let sku: String

    init(sku: String) {
        self.sku = sku
    }

    func viewDidLoad() {
        view?.display(title: "SKU \(sku)")
        interactor.load { _ in }
    }
}

final class ProductInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum ProductBuilder {
    static func build(sku: String) -> UIViewController {
        let view = ProductViewController()
        let presenter = ProductPresenter(sku: sku)
        view.output = presenter
        presenter.view = view
        return view
    }
}
