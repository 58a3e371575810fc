import Foundation

protocol ItineraryInteractorInput: AnyObject {
    var tripName: String { get }
    var stops: [Stop] { get }
    var totalNights: Int { get }
}

final class ItineraryInteractor: ItineraryInteractorInput {
    private let trip: Trip

    init(trip: Trip) {
        self.trip = trip
    }

    var tripName: String { trip.name }
    var stops: [Stop] { trip.stops }
    var totalNights: Int { trip.stops.reduce(0) { $0 + $1.nights } }
}
