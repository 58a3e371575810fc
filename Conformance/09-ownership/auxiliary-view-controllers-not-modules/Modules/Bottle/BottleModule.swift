import UIKit

final class BottleViewController: UIViewController {

    var presenter: BottlePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class BottlePresenter {

    private let wine: Wine

    init(wine: Wine) {
        self.wine = wine
    }

    var title: String {
        "\(wine.name) \(wine.vintage)"
    }
}

enum BottleBuilder {

    static func build(wine: Wine) -> UIViewController {
        let view = BottleViewController()
        view.presenter = BottlePresenter(wine: wine)
        return view
    }
}
