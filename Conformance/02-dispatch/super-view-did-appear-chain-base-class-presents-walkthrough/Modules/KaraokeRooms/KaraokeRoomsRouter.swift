import UIKit

protocol KaraokeRoomsRouterInput: AnyObject {
    func openBooking(for room: KaraokeRoom)
}

final class KaraokeRoomsRouter: KaraokeRoomsRouterInput {

    weak var viewController: UIViewController?
    private let venue: KaraokeVenue

    init(venue: KaraokeVenue) {
        self.venue = venue
    }

    func openBooking(for room: KaraokeRoom) {
        let booking = RoomBookingAssembly.assemble(room: room, venue: venue)
        viewController?.navigationController?.pushViewController(booking, animated: true)
    }
}
