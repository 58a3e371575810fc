import Foundation

final class WorkshopsInteractor {
    private let api: StudioAPI

    init(api: StudioAPI) {
        self.api = api
    }

    func upcoming() async -> [Workshop] {
        let workshops = (try? await api.upcomingWorkshops()) ?? []
        return workshops.sorted { $0.startsAt < $1.startsAt }
    }
}
