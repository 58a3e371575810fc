import UIKit

struct BookingScreenFactory {
    let kind: Booking.Kind
    let make: (Booking) -> UIViewController
}

protocol ItineraryRouterInput: AnyObject {
    func openBooking(_ booking: Booking)
}

final class ItineraryRouter: ItineraryRouterInput {
    weak var viewController: UIViewController?

    private let factories: [BookingScreenFactory] = [
        BookingScreenFactory(kind: .flight, make: { FlightDetailBuilder.build(booking: $0) }),
        BookingScreenFactory(kind: .hotel, make: { HotelStayBuilder.build(booking: $0) }),
        BookingScreenFactory(kind: .train, make: { TrainTicketBuilder.build(booking: $0) })
    ]

    func openBooking(_ booking: Booking) {
        guard let factory = factories.first(where: { $0.kind == booking.kind }) else {
            print("Itinerary: no detail screen for \(booking.kind), reference \(booking.reference)")
            return
        }
        let screen = factory.make(booking)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
