import UIKit

protocol CartViewInput: AnyObject {
    func display(title: String)
}

protocol CartViewOutput: AnyObject {
    func viewDidLoad()
}

final class CartViewController: UIViewController, CartViewInput {
    var output: CartViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class CartPresenter: CartViewOutput {
    weak var view: CartViewInput?
    private let interactor = CartInteractor()
    func viewDidLoad() {
        view?.display(title: "Your order")
        interactor.load { _ in }
    }
}

final class CartInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum CartBuilder {
    static func build() -> UIViewController {
        let view = CartViewController()
        let presenter = CartPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
