import Foundation

protocol TripPlanViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPrint()
}

final class TripPlanPresenter: TripPlanViewOutput {

    weak var view: TripPlanViewInput?
    var router: TripPlanRouterInput!
    private let trip: Trip

    init(trip: Trip) {
        self.trip = trip
    }

    func viewDidLoad() {
        view?.show(title: trip.name, lines: lines())
    }

    func didTapPrint() {
        router.printItinerary(named: trip.name, html: html())
    }

    private func lines() -> [String] {
        trip.stops.map { "Day \($0.day) · \($0.place) — \($0.note)" }
    }

    private func html() -> String {
        let items = lines().map { "<li>\($0)</li>" }.joined()
        return "<h1>\(trip.name)</h1><ul>\(items)</ul>"
    }
}
