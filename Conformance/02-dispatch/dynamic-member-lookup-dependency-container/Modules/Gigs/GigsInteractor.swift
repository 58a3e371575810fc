import Foundation

final class GigsInteractor {
    private let gigService: GigService

    init(gigService: GigService) {
        self.gigService = gigService
    }

    func upcomingGigs() -> [Gig] {
        gigService.upcomingGigs().sorted { $0.date < $1.date }
    }
}
