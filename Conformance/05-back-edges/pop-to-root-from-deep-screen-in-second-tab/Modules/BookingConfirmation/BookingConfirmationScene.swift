import UIKit

final class BookingConfirmationViewController: UIViewController {
    var garage: Garage!
    var router: BookingConfirmationRouter?
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Booked"
        view.backgroundColor = .systemBackground
        navigationItem.hidesBackButton = true
        let router = BookingConfirmationRouter()
        router.viewController = self
        self.router = router

        let presenter = BookingConfirmationPresenter()
        messageLabel.numberOfLines = 0
        messageLabel.text = presenter.message(for: garage)
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(messageLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() {
        router?.routeToServiceBookings()
    }
}

struct BookingConfirmationPresenter {
    func message(for garage: Garage) -> String {
        "You're booked in at \(garage.name), \(garage.nextSlot). We'll remind you the day before."
    }
}

final class BookingConfirmationRouter {
    weak var viewController: BookingConfirmationViewController?

    func routeToServiceBookings() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
