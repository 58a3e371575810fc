import Foundation

final class TicketScannerInteractor {
    private let client: BoxOfficeClient
    private let eventID: Event.ID

    init(client: BoxOfficeClient, eventID: Event.ID) {
        self.client = client
        self.eventID = eventID
    }

    func validate(_ code: String) async -> Bool {
        await client.validate(ticketCode: code, eventID: eventID)
    }
}
