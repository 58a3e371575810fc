import Foundation

struct Event: Identifiable, Hashable {
    let id: Int
    let title: String
    let doorsOpen: Date
    var checkedIn: Int
}

final class BoxOfficeClient {
    static let shared = BoxOfficeClient()

    func tonightsEvents() async -> [Event] {
        [Event(id: 7, title: "String Quartet No. 14", doorsOpen: .now, checkedIn: 112)]
    }

    func validate(ticketCode: String, eventID: Event.ID) async -> Bool {
        ticketCode.hasPrefix("EV\(eventID)-")
    }
}
