import Foundation

protocol ItineraryInteractorInput: AnyObject {
    func bookings() -> [Booking]
}

final class ItineraryInteractor: ItineraryInteractorInput {
    func bookings() -> [Booking] {
        let day: TimeInterval = 86_400
        let start = Date()
        return [
            Booking(kind: .flight, reference: "TP-1351", title: "AMS → LIS", starts: start),
            Booking(kind: .hotel, reference: "H-88412", title: "Casa do Largo, Alfama", starts: start),
            Booking(kind: .carHire, reference: "CR-2291", title: "Compact car, Lisbon airport", starts: start.addingTimeInterval(2 * day)),
            Booking(kind: .train, reference: "AP-124", title: "Alfa Pendular LIS → OPO", starts: start.addingTimeInterval(4 * day))
        ].sorted { $0.starts < $1.starts }
    }
}
