import Foundation

@MainActor
final class JournalPresenter: ObservableObject {
    @Published private(set) var entries: [JournalEntry] = []
    @Published var pendingDeletion: JournalEntry?
    @Published var isDeleteAlertShown = false

    private let interactor: JournalInteractor

    init(interactor: JournalInteractor) {
        self.interactor = interactor
    }

    func reload() {
        entries = interactor.entries()
    }

    func askToDelete(_ entry: JournalEntry) {
        pendingDeletion = entry
        isDeleteAlertShown = true
    }

    func confirmDelete(_ entry: JournalEntry) {
        interactor.delete(entry)
        pendingDeletion = nil
        reload()
    }
}
