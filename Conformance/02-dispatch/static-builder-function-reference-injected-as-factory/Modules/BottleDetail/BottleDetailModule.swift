import UIKit

final class BottleDetailViewController: UIViewController {

    var presenter: BottleDetailPresenter!
    private let infoLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.bottle.name
        infoLabel.numberOfLines = 0
        infoLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        infoLabel.text = presenter.drinkingWindow
        view.addSubview(infoLabel)
    }
}

final class BottleDetailPresenter {

    let bottle: Bottle

    init(bottle: Bottle) {
        self.bottle = bottle
    }

    var drinkingWindow: String {
        "Vintage \(bottle.vintage) · drink \(bottle.vintage + 6)–\(bottle.vintage + 15)"
    }
}

enum BottleDetailFactory {

    static func make(bottle: Bottle) -> UIViewController {
        let view = BottleDetailViewController()
        view.presenter = BottleDetailPresenter(bottle: bottle)
        return view
    }
}
