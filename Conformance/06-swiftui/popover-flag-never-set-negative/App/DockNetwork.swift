import Foundation

struct Dock: Identifiable, Hashable {
    let id: String
    let name: String
    let bikes: Int
    let eBikes: Int
    let freeSlots: Int
}

struct PassOffer: Identifiable, Hashable {
    let id: String
    let title: String
    let hours: Int
    let price: Decimal
}

final class DockNetwork {
    func docks() async -> [Dock] {
        [
            Dock(id: "D-017", name: "Canal Street", bikes: 6, eBikes: 2, freeSlots: 4),
            Dock(id: "D-042", name: "Market Square", bikes: 0, eBikes: 1, freeSlots: 11),
            Dock(id: "D-108", name: "Station Forecourt", bikes: 14, eBikes: 5, freeSlots: 1)
        ]
    }

    func reserveBike(at dock: Dock, electric: Bool) async throws -> String {
        "\(dock.id)-\(electric ? "E" : "C")-\(Int.random(in: 100...999))"
    }

    func passOffers() async -> [PassOffer] {
        [
            PassOffer(id: "day", title: "Day pass", hours: 24, price: 6.5),
            PassOffer(id: "weekend", title: "Weekend pass", hours: 72, price: 12)
        ]
    }

    func buy(_ offer: PassOffer) async throws {}
}
