import Foundation
import Combine

protocol StationsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectStation(at index: Int)
}

final class StationsPresenter: StationsViewOutput {

    weak var view: StationsViewInput?
    private let interactor: StationsInteractorInput
    private let route: CurrentValueSubject<RideRoute?, Never>
    private var stations: [Station] = []

    init(interactor: StationsInteractorInput, route: CurrentValueSubject<RideRoute?, Never>) {
        self.interactor = interactor
        self.route = route
    }

    func viewDidLoad() {
        stations = interactor.stations()
        view?.display(rows: stations.map { "\($0.name) · \($0.freeBikes) bikes" })
    }

    func didSelectStation(at index: Int) {
        guard stations.indices.contains(index) else { return }
        route.send(.station(stations[index]))
    }
}
