import UIKit

final class DishViewController: UIViewController {

    var presenter: DishPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class DishPresenter {

    private let dish: Dish

    init(dish: Dish) {
        self.dish = dish
    }

    var title: String {
        "\(dish.name) – \(dish.price)"
    }
}

enum DishBuilder {

    static func build(dish: Dish) -> UIViewController {
        let view = DishViewController()
        view.presenter = DishPresenter(dish: dish)
        return view
    }
}
