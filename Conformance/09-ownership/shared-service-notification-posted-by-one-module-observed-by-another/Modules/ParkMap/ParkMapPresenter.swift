import Foundation

protocol ParkMapViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectZone(_ zone: String)
}

final class ParkMapPresenter: ParkMapViewOutput {

    weak var view: ParkMapViewInput?
    var router: ParkMapRouterInput!
    private var sessionEndObserver: NSObjectProtocol?

    deinit {
        if let sessionEndObserver {
            NotificationCenter.default.removeObserver(sessionEndObserver)
        }
    }

    func viewDidLoad() {
        view?.show(zones: ["A12", "B03", "C40"])
        sessionEndObserver = NotificationCenter.default.addObserver(
            forName: .parkingSessionDidEnd, object: nil, queue: .main
        ) { [weak self] note in
            guard let zone = note.userInfo?["zone"] as? String,
                  let minutes = note.userInfo?["minutes"] as? Int else { return }
            self?.router.showReceipt(zone: zone, minutes: minutes)
        }
    }

    func didSelectZone(_ zone: String) {
        router.openSession(zone: zone)
    }
}
