import Foundation

final class RoomsInteractor {
    private let service: HotelService

    init(service: HotelService) {
        self.service = service
    }

    func rooms(matching filter: RoomFilter) async -> [Room] {
        await service.availableRooms(matching: filter)
    }
}
