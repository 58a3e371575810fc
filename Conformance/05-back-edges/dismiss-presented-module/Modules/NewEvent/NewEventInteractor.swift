import Foundation

final class NewEventInteractor {
    func addEvent(title: String, start: Date) {
        EventStore.shared.add(CalendarEvent(title: title, start: start))
    }
}
