import Foundation

final class HomeInteractor {
    private let cafe: CafeService

    init(cafe: CafeService) {
        self.cafe = cafe
    }

    func openOrderCount() async -> Int {
        await cafe.todaysOrders().filter { $0.stage != .ready }.count
    }
}
