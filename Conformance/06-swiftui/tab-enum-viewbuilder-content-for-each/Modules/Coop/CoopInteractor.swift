import Foundation

final class CoopInteractor {
    private let farm: FarmService

    init(farm: FarmService) {
        self.farm = farm
    }

    func pickupsThisWeek() async -> Int {
        let weekAhead = Date.now.addingTimeInterval(86_400 * 7)
        return await farm.upcomingPickups().filter { $0.day < weekAhead }.count
    }
}
