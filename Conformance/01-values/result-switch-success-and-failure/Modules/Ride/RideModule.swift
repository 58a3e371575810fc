import UIKit

final class RideViewController: UIViewController {

    var presenter: RidePresenter!

    private let timerLabel = UILabel()
    private let errorLabel = UILabel()
    private let endButton = UIButton(configuration: .borderedProminent())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.hidesBackButton = true
        view.backgroundColor = .systemBackground
        timerLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
        timerLabel.text = presenter.elapsedText
        errorLabel.textColor = .systemRed
        endButton.setTitle("End ride", for: .normal)
        endButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapEnd() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [timerLabel, endButton, errorLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 24, dy: 220)
        view.addSubview(stack)
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}

final class RidePresenter {

    weak var view: RideViewController?
    private let ride: Ride
    private let rides: RideService
    private let router: RideRouter

    init(ride: Ride, rides: RideService, router: RideRouter) {
        self.ride = ride
        self.rides = rides
        self.router = router
    }

    var title: String { "Bike \(ride.bikeCode)" }

    var elapsedText: String {
        let minutes = Int(Date().timeIntervalSince(ride.startedAt) / 60)
        return "\(minutes) min"
    }

    func didTapEnd() {
        rides.endRide(ride) { [weak self] result in
            switch result {
            case .success(let receipt):
                self?.router.openSummary(receipt)
            case .failure(let error):
                self?.view?.showError(error.message)
            }
        }
    }
}

final class RideRouter {

    weak var viewController: UIViewController?

    func openSummary(_ receipt: RideReceipt) {
        let summary = RideSummaryBuilder.build(receipt: receipt)
        viewController?.present(UINavigationController(rootViewController: summary), animated: true)
    }
}

enum RideBuilder {

    static func build(ride: Ride, rides: RideService) -> UIViewController {
        let view = RideViewController()
        let router = RideRouter()
        let presenter = RidePresenter(ride: ride, rides: rides, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
