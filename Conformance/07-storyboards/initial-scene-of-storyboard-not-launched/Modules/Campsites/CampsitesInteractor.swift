import Foundation

final class CampsitesInteractor {
    private let api: CampingAPI

    init(api: CampingAPI) {
        self.api = api
    }

    func campsitesWithSpace() async -> [Campsite] {
        await api.campsites().filter { $0.pitchesFree > 0 }
    }
}
