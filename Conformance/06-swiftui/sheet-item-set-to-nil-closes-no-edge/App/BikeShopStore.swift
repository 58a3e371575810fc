import Foundation

struct TuneUpBooking: Identifiable, Hashable {
    let id: Int
    let customer: String
    let bike: String
    var job: String
    var isDone = false
    var isCollected = false
}

final class BikeShopStore {
    static let shared = BikeShopStore()

    private var bookings: [TuneUpBooking] = [
        TuneUpBooking(id: 1, customer: "M. Achterberg", bike: "Gazelle Tour Populair", job: "Hub service"),
        TuneUpBooking(id: 2, customer: "S. Idowu", bike: "Steel gravel frame", job: "Bleed rear brake"),
        TuneUpBooking(id: 3, customer: "K. Brandt", bike: "Folding 16\"", job: "True front wheel", isDone: true)
    ]

    func open() -> [TuneUpBooking] {
        bookings.filter { !$0.isDone }
    }

    func ready() -> [TuneUpBooking] {
        bookings.filter { $0.isDone && !$0.isCollected }
    }

    func update(_ booking: TuneUpBooking) {
        guard let index = bookings.firstIndex(where: { $0.id == booking.id }) else { return }
        bookings[index] = booking
    }
}
