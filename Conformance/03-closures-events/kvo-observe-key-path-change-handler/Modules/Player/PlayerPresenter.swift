import AVFoundation
import Foundation

protocol PlayerViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStop()
    func viewDidClose()
}

final class PlayerPresenter: PlayerViewOutput {

    weak var view: PlayerViewInput?
    private let station: Station
    private let interactor: PlayerInteractorInput
    private let router: PlayerRouterInput
    private var statusObservation: NSKeyValueObservation?

    init(station: Station, interactor: PlayerInteractorInput, router: PlayerRouterInput) {
        self.station = station
        self.interactor = interactor
        self.router = router
    }

    deinit {
        statusObservation?.invalidate()
    }

    func viewDidLoad() {
        view?.showStation(name: station.name, callSign: station.callSign)
        view?.showBuffering(true)

        let item = interactor.startStream(of: station)
        statusObservation = item.observe(\.status, options: [.new]) { [weak self] item, _ in
            DispatchQueue.main.async {
                self?.streamStatusChanged(item.status, error: item.error)
            }
        }
    }

    func didTapStop() {
        interactor.stop()
        view?.showBuffering(false)
    }

    func viewDidClose() {
        statusObservation?.invalidate()
        statusObservation = nil
        interactor.stop()
    }

    private func streamStatusChanged(_ status: AVPlayerItem.Status, error: Error?) {
        switch status {
        case .readyToPlay:
            view?.showBuffering(false)
        case .failed:
            view?.showBuffering(false)
            router.showStreamTrouble(for: station, reason: error?.localizedDescription)
        default:
            break
        }
    }
}
