import Foundation

final class StationsInteractor {
    private(set) var departures: [String: [Date]] = [:]

    func refreshDepartures() {
        departures["U1"] = [Date().addingTimeInterval(120), Date().addingTimeInterval(420)]
    }
}
