import UIKit

final class RentalConfirmationViewController: UIViewController {

    var presenter: RentalConfirmationPresenter!
    private let referenceLabel = UILabel()
    private let doneButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        referenceLabel.text = presenter.message
        referenceLabel.numberOfLines = 0
        doneButton.setTitle("Back to cars", for: .normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [referenceLabel, doneButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 32, dy: 220)
        view.addSubview(stack)
    }

    @objc private func doneTapped() {
        presenter.didTapDone()
    }
}

final class RentalConfirmationPresenter {

    var router: RentalConfirmationRouter!
    let message: String

    init(reference: String, vehicle: Vehicle) {
        message = "\(vehicle.model) booked. Reference \(reference)"
    }

    func didTapDone() {
        router.closeBookingFlow()
    }
}

final class RentalConfirmationRouter {

    weak var viewController: UIViewController?

    func closeBookingFlow() {
        // Dismissing from the window's root closes every modal stacked above it.
        viewController?.view.window?.rootViewController?.dismiss(animated: true)
    }
}

enum RentalConfirmationFactory {

    static func make(reference: String, vehicle: Vehicle) -> UIViewController {
        let view = RentalConfirmationViewController()
        let presenter = RentalConfirmationPresenter(reference: reference, vehicle: vehicle)
        let router = RentalConfirmationRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
