import UIKit

protocol PastryViewInput: AnyObject {
    func display(name: String, price: String)
}

final class PastryViewController: UIViewController, PastryViewInput {
    var presenter: PastryPresenter!

    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func display(name: String, price: String) {
        title = name
        nameLabel.text = name
        priceLabel.text = price
    }
}
