import UIKit

protocol StayDetailViewInput: AnyObject {
    func show(name: String, town: String, price: String)
}

final class StayDetailViewController: UIViewController, StayDetailViewInput {

    var presenter: StayDetailViewOutput!
    private let townLabel = UILabel()
    private let priceLabel = UILabel()
    private let nightsStepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nightsStepper.minimumValue = 1
        nightsStepper.maximumValue = 28
        nightsStepper.value = 2
        let book = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Book") { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapBook(nights: Int(self.nightsStepper.value))
        })
        let stack = UIStackView(arrangedSubviews: [townLabel, priceLabel, nightsStepper, book])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(name: String, town: String, price: String) {
        title = name
        townLabel.text = town
        priceLabel.text = price
    }
}
