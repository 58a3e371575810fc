import UIKit

protocol PastryDetailViewInput: AnyObject {
    func show(name: String, price: String)
}

final class PastryDetailViewController: UIViewController, PastryDetailViewInput {
    var presenter: PastryDetailPresenter!
    private let priceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        priceLabel.font = .preferredFont(forTextStyle: .title2)
        priceLabel.textAlignment = .center
        priceLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(priceLabel)
        presenter.viewDidLoad()
    }

    func show(name: String, price: String) {
        title = name
        priceLabel.text = price
    }
}

final class PastryDetailPresenter {
    weak var view: PastryDetailViewInput?
    private let pastry: Pastry

    init(pastry: Pastry) {
        self.pastry = pastry
    }

    func viewDidLoad() {
        view?.show(name: pastry.name, price: "€\(pastry.price)")
    }
}

enum PastryDetailBuilder {
    static func build(pastry: Pastry) -> UIViewController {
        let view = PastryDetailViewController()
        let presenter = PastryDetailPresenter(pastry: pastry)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
