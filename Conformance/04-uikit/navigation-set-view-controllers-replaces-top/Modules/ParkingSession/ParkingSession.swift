import UIKit

struct ParkingTicket {
    let zone: ParkingZone
    let plate: String
    let minutes: Int
    var total: Decimal { zone.hourlyRate * Decimal(minutes) / 60 }
}

// MARK: - View

protocol ParkingSessionViewInput: AnyObject {
    func showZone(_ title: String)
}

final class ParkingSessionViewController: UIViewController, ParkingSessionViewInput {
    var presenter: ParkingSessionPresenter!

    private let zoneLabel = UILabel()
    private let plateField = UITextField()
    private let durationStepper = UIStepper()
    private let payButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start parking"
        view.backgroundColor = .systemBackground
        plateField.placeholder = "Licence plate"
        durationStepper.minimumValue = 15
        durationStepper.maximumValue = 240
        durationStepper.stepValue = 15
        durationStepper.value = 60
        payButton.setTitle("Pay and park", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [zoneLabel, plateField, durationStepper, payButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func payTapped() {
        presenter.didTapPay(plate: plateField.text ?? "", minutes: Int(durationStepper.value))
    }

    func showZone(_ title: String) {
        zoneLabel.text = title
    }
}

// MARK: - Presenter

final class ParkingSessionPresenter {
    weak var view: ParkingSessionViewInput?
    var interactor: ParkingSessionInteractor!
    var router: ParkingSessionRouter!
    private let zone: ParkingZone

    init(zone: ParkingZone) {
        self.zone = zone
    }

    func viewDidLoad() {
        view?.showZone("Zone \(zone.code) · \(zone.street)")
    }

    func didTapPay(plate: String, minutes: Int) {
        interactor.pay(zone: zone, plate: plate, minutes: minutes) { [weak self] ticket in
            self?.router.showReceipt(for: ticket)
        }
    }
}

// MARK: - Interactor

final class ParkingSessionInteractor {
    func pay(zone: ParkingZone, plate: String, minutes: Int, completion: @escaping (ParkingTicket) -> Void) {
        let ticket = ParkingTicket(zone: zone, plate: plate.uppercased(), minutes: minutes)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            completion(ticket)
        }
    }
}

// MARK: - Router

final class ParkingSessionRouter {
    weak var viewController: UIViewController?

    /// The paid session screen is replaced by its receipt, so Back goes to the zones list.
    func showReceipt(for ticket: ParkingTicket) {
        guard let navigationController = viewController?.navigationController else { return }
        let receipt = ReceiptBuilder.build(ticket: ticket)
        var stack = navigationController.viewControllers
        stack.removeLast()
        stack.append(receipt)
        navigationController.setViewControllers(stack, animated: true)
    }
}

// MARK: - Builder

enum ParkingSessionBuilder {
    static func build(zone: ParkingZone) -> UIViewController {
        let view = ParkingSessionViewController()
        let presenter = ParkingSessionPresenter(zone: zone)
        let router = ParkingSessionRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ParkingSessionInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
