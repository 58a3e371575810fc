import UIKit

final class BottleDetailViewController: UIViewController {

    var presenter: BottleDetailPresenter!
    private let drinkWindowLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        drinkWindowLabel.numberOfLines = 0
        drinkWindowLabel.textAlignment = .center
        drinkWindowLabel.text = presenter.drinkWindow
        drinkWindowLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(drinkWindowLabel)
    }
}

final class BottleDetailPresenter {

    private let bottle: Bottle

    init(bottle: Bottle) {
        self.bottle = bottle
    }

    var title: String {
        "\(bottle.cuvee) \(bottle.vintage)"
    }

    var drinkWindow: String {
        "Drink \(bottle.vintage + 4)–\(bottle.vintage + 15)\n\(bottle.count) left"
    }
}

enum BottleDetailBuilder {

    static func build(bottle: Bottle) -> UIViewController {
        let view = BottleDetailViewController()
        view.presenter = BottleDetailPresenter(bottle: bottle)
        return view
    }
}
