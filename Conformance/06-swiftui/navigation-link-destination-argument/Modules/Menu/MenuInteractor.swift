import Foundation

final class MenuInteractor {
    private let service: BakeryService

    init(service: BakeryService) {
        self.service = service
    }

    func todaysBakes() async -> [Pastry] {
        await service.todaysBakes()
    }
}
