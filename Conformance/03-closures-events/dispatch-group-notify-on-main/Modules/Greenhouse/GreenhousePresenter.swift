import Foundation

protocol GreenhouseModuleOutput: AnyObject {
    func greenhouseDidRequestSummary(of readings: [SensorReading])
    func greenhouseDidRequestTroubleshooting(for offlineSensors: [String])
}

protocol GreenhouseViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSyncAll()
}

final class GreenhousePresenter: GreenhouseViewOutput {

    weak var view: GreenhouseViewInput?
    weak var output: GreenhouseModuleOutput?
    private let interactor: GreenhouseInteractorInput

    init(interactor: GreenhouseInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(sensorNames: interactor.sensorIDs)
    }

    func didTapSyncAll() {
        view?.setSyncing(true)
        let group = DispatchGroup()
        let lock = NSLock()
        var readings: [SensorReading] = []
        var offline: [String] = []

        for sensorID in interactor.sensorIDs {
            group.enter()
            interactor.fetchReading(sensorID: sensorID) { result in
                lock.lock()
                switch result {
                case .success(let reading):
                    readings.append(reading)
                case .failure:
                    offline.append(sensorID)
                }
                lock.unlock()
                group.leave()
            }
        }

        group.notify(queue: .main) { [weak self] in
            guard let self else { return }
            self.view?.setSyncing(false)
            if offline.isEmpty {
                self.output?.greenhouseDidRequestSummary(of: readings)
            } else {
                self.output?.greenhouseDidRequestTroubleshooting(for: offline.sorted())
            }
        }
    }
}
