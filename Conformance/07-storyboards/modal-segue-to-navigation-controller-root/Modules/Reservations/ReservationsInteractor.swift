import Foundation

final class ReservationsInteractor {
    private let service: BookingService

    init(service: BookingService) {
        self.service = service
    }

    func tonight() async -> [TableBooking] {
        await service.tonight()
    }
}
