import Foundation

struct Room: Identifiable, Hashable {
    let id: Int
    let name: String
    let beds: Int
    let nightlyRate: Decimal
    let hasSeaView: Bool
}

struct RoomFilter: Equatable {
    var minimumBeds = 1
    var seaViewOnly = false
}

final class HotelService {
    static let shared = HotelService()

    func availableRooms(matching filter: RoomFilter) async -> [Room] {
        let all = [
            Room(id: 12, name: "Garden double", beds: 1, nightlyRate: 120, hasSeaView: false),
            Room(id: 31, name: "Sea suite", beds: 2, nightlyRate: 260, hasSeaView: true)
        ]
        return all.filter { $0.beds >= filter.minimumBeds && (!filter.seaViewOnly || $0.hasSeaView) }
    }
}
