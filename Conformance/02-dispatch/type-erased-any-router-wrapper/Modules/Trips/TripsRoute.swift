import Foundation

enum TripsRoute {
    case detail(Trip)
    case newTrip
}
