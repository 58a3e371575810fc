import Foundation

final class StationsPresenter {
    weak var view: StationsView?
    private let region: String
    private let router: StationsRouter
    private let stations = [
        Station(name: "Zürich HB", code: "ZUE", lines: ["S3", "S8", "IC1"]),
        Station(name: "Oerlikon", code: "ZOER", lines: ["S6", "S9"]),
        Station(name: "Stadelhofen", code: "ZSTH", lines: ["S7", "S16"])
    ]

    init(region: String, router: StationsRouter) {
        self.region = region
        self.router = router
    }

    var title: String { "Stations · \(region)" }

    func viewDidLoad() {
        view?.show(stations: stations.map(\.name))
    }

    func didSelectStation(at index: Int) {
        router.openDepartures(from: stations[index])
    }
}
