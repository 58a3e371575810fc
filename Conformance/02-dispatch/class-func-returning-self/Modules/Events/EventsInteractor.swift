import Foundation

enum Events {
    enum Load {
        struct Request {}
        struct Response { let names: [String] }
        struct ViewModel { let rows: [String] }
    }

    enum Select {
        struct Request { let index: Int }
    }
}

protocol EventsBusinessLogic {
    func loadEvents(request: Events.Load.Request)
    func selectEvent(request: Events.Select.Request)
}

protocol EventsDataStore {
    var selectedEventID: String? { get }
}

final class EventsInteractor: EventsBusinessLogic, EventsDataStore {
    var presenter: EventsPresentationLogic?
    private(set) var selectedEventID: String?
    private let eventIDs = ["ev-301", "ev-302", "ev-318"]

    func loadEvents(request: Events.Load.Request) {
        presenter?.presentEvents(response: Events.Load.Response(names: ["Night Strings", "Brass Parade", "Late Jazz"]))
    }

    func selectEvent(request: Events.Select.Request) {
        selectedEventID = eventIDs[request.index]
    }
}
