import Foundation

struct CalendarEvent {
    let title: String
    let start: Date
}

final class EventStore {
    static let shared = EventStore()
    private(set) var events: [CalendarEvent] = []

    func add(_ event: CalendarEvent) {
        events.append(event)
        events.sort { $0.start < $1.start }
    }
}

final class AgendaInteractor {
    func upcomingEvents() -> [CalendarEvent] {
        EventStore.shared.events.filter { $0.start > Date() }
    }
}
