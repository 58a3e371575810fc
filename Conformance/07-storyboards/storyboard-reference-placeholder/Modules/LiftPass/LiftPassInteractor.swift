import Foundation

final class LiftPassInteractor {
    private let resort: ResortService

    init(resort: ResortService) {
        self.resort = resort
    }

    func offers() async -> [PassOffer] {
        await resort.passOffers()
    }

    func buy(_ offer: PassOffer) async -> String? {
        try? await resort.purchase(offer)
    }
}
