import UIKit

final class RentalExtrasViewController: UIViewController {

    var presenter: RentalExtrasPresenter!
    private let childSeatSwitch = UISwitch()
    private let fullCoverSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Extras"
        view.backgroundColor = .systemGroupedBackground
        let stack = UIStackView(arrangedSubviews: [childSeatSwitch, fullCoverSwitch])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Book", style: .done, target: self, action: #selector(bookTapped))
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    @objc private func bookTapped() {
        presenter.didTapBook(childSeat: childSeatSwitch.isOn, fullCover: fullCoverSwitch.isOn)
    }
}

final class RentalExtrasPresenter {

    var router: RentalExtrasRouter!
    let vehicle: Vehicle

    init(vehicle: Vehicle) {
        self.vehicle = vehicle
    }

    func didTapCancel() {
        router.close()
    }

    func didTapBook(childSeat: Bool, fullCover: Bool) {
        let reference = "RC-\(Int.random(in: 10_000...99_999))"
        router.openConfirmation(reference: reference, vehicle: vehicle)
    }
}

final class RentalExtrasRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }

    func openConfirmation(reference: String, vehicle: Vehicle) {
        let confirmation = RentalConfirmationFactory.make(reference: reference, vehicle: vehicle)
        confirmation.modalPresentationStyle = .fullScreen
        viewController?.present(confirmation, animated: true)
    }
}

enum RentalExtrasFactory {

    static func make(vehicle: Vehicle) -> UIViewController {
        let view = RentalExtrasViewController()
        let presenter = RentalExtrasPresenter(vehicle: vehicle)
        let router = RentalExtrasRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
