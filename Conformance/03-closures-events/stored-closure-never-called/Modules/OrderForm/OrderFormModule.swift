import UIKit

final class OrderFormViewController: UIViewController {

    var presenter: OrderFormPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class OrderFormPresenter {

    private let cake: Cake

    init(cake: Cake) {
        self.cake = cake
    }

    var title: String {
        "Order \(cake.name)"
    }
}

enum OrderFormBuilder {

    static func build(cake: Cake) -> UIViewController {
        let view = OrderFormViewController()
        view.presenter = OrderFormPresenter(cake: cake)
        return view
    }
}
