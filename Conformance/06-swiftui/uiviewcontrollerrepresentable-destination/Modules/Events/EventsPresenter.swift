import Foundation

@MainActor
final class EventsPresenter: ObservableObject {
    @Published private(set) var events: [Event] = []
    @Published var scanningEvent: Event?
    @Published var isScannerShown = false

    private let interactor: EventsInteractor

    init(interactor: EventsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        events = await interactor.tonight()
    }

    func startScanning(_ event: Event) {
        scanningEvent = event
        isScannerShown = true
    }

    func ticketAccepted() {
        guard let id = scanningEvent?.id, let index = events.firstIndex(where: { $0.id == id }) else { return }
        events[index].checkedIn += 1
    }
}
