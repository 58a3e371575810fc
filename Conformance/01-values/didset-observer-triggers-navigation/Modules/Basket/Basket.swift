import UIKit

protocol BasketViewInput: AnyObject {
    func show(total: String)
}

final class BasketViewController: UIViewController, BasketViewInput {
    var presenter: BasketPresenter!
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Basket"
        view.backgroundColor = .systemBackground
        totalLabel.textAlignment = .center
        totalLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(totalLabel)
        presenter.viewDidLoad()
    }

    func show(total: String) {
        totalLabel.text = total
    }
}

final class BasketPresenter {
    weak var view: BasketViewInput?

    func viewDidLoad() {
        view?.show(total: "Your basket is empty")
    }
}

enum BasketBuilder {
    static func build() -> UIViewController {
        let view = BasketViewController()
        let presenter = BasketPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
