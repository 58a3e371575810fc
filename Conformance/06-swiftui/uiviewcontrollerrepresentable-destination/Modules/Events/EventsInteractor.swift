import Foundation

final class EventsInteractor {
    private let client: BoxOfficeClient

    init(client: BoxOfficeClient) {
        self.client = client
    }

    func tonight() async -> [Event] {
        await client.tonightsEvents()
    }
}
