import Foundation

final class SlopesInteractor {
    private let resort: ResortService

    init(resort: ResortService) {
        self.resort = resort
    }

    func slopes() async -> [SlopeStatus] {
        await resort.slopes().sorted { $0.isOpen && !$1.isOpen }
    }
}
