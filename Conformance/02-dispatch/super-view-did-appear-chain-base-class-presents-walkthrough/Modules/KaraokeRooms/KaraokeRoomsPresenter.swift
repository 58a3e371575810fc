import Foundation

protocol KaraokeRoomsViewOutput: AnyObject {
    func viewDidAppear()
    func didSelectRoom(at index: Int)
}

final class KaraokeRoomsPresenter: KaraokeRoomsViewOutput {

    weak var view: KaraokeRoomsViewInput?
    private let venue: KaraokeVenue
    private let router: KaraokeRoomsRouterInput
    private var rooms: [KaraokeRoom] = []

    init(venue: KaraokeVenue, router: KaraokeRoomsRouterInput) {
        self.venue = venue
        self.router = router
    }

    func viewDidAppear() {
        rooms = venue.rooms()
        view?.show(rooms.map { "\($0.name) · \($0.seats) seats · €\($0.pricePerHour)/h" })
    }

    func didSelectRoom(at index: Int) {
        router.openBooking(for: rooms[index])
    }
}
