import UIKit

final class ParkingSessionViewController: UIViewController {

    var presenter: ParkingSessionPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Parking"
        statusLabel.frame = view.bounds.insetBy(dx: 24, dy: 160)
        statusLabel.numberOfLines = 0
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Stop", style: .done, target: self, action: #selector(stopTapped)
        )
        statusLabel.text = presenter.start()
    }

    @objc private func stopTapped() {
        presenter.didTapStop()
    }
}

final class ParkingSessionPresenter {

    private let interactor: ParkingSessionInteractor

    init(interactor: ParkingSessionInteractor) {
        self.interactor = interactor
    }

    func start() -> String {
        let session = interactor.startSession()
        return "Parked in zone \(session.zone) (\(session.plate))"
    }

    func didTapStop() {
        interactor.stopSession()
    }
}

final class ParkingSessionInteractor {

    private let zone: String
    private let service: ParkingSessionService

    init(zone: String, service: ParkingSessionService = .shared) {
        self.zone = zone
        self.service = service
    }

    func startSession() -> ParkingSession {
        service.start(zone: zone, plate: UserDefaults.standard.string(forKey: "plate") ?? "—")
    }

    func stopSession() {
        service.stop()
    }
}

enum ParkingSessionAssembly {

    static func assemble(zone: String) -> UIViewController {
        let view = ParkingSessionViewController()
        view.presenter = ParkingSessionPresenter(interactor: ParkingSessionInteractor(zone: zone))
        return view
    }
}
