import Foundation

struct Room: Equatable {
    let id: UUID
    let name: String
    let deviceCount: Int
}

struct Household {
    let name: String
    let hubFirmware: String
    let isOwner: Bool
    let rooms: [Room]

    static let demo = Household(
        name: "Linden Street",
        hubFirmware: "4.2.1",
        isOwner: true,
        rooms: [
            Room(id: UUID(), name: "Kitchen", deviceCount: 5),
            Room(id: UUID(), name: "Living room", deviceCount: 8),
            Room(id: UUID(), name: "Garage", deviceCount: 2)
        ]
    )
}
