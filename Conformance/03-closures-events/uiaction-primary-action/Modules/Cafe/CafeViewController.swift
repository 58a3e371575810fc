import UIKit

protocol CafeViewInput: AnyObject {
    func show(openingHours: String)
}

final class CafeViewController: UIViewController, CafeViewInput {

    var presenter: CafeViewOutput!
    private let hoursLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kettle & Crumb"
        view.backgroundColor = .systemBackground

        var configuration = UIButton.Configuration.filled()
        configuration.title = "See the menu"
        configuration.image = UIImage(systemName: "cup.and.saucer")
        configuration.imagePadding = 8
        let menuButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapMenu()
        })

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Card",
            image: UIImage(systemName: "qrcode"),
            primaryAction: UIAction { [weak self] _ in
                self?.presenter.didTapLoyaltyCard()
            },
            menu: nil
        )

        hoursLabel.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [hoursLabel, menuButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 240)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(openingHours: String) {
        hoursLabel.text = openingHours
    }
}
