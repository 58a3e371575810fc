import SwiftUI

enum EntryBuilder {
    static func build(entry: JournalEntry) -> some View {
        let interactor = EntryInteractor(store: .shared)
        let presenter = EntryPresenter(entry: entry, interactor: interactor)
        return EntryView(presenter: presenter)
    }
}

struct EntryView: View {
    @ObservedObject var presenter: EntryPresenter

    var body: some View {
        Form {
            TextField("Title", text: $presenter.entry.title)
            TextEditor(text: $presenter.entry.body)
                .frame(minHeight: 240)
        }
        .navigationTitle("Entry")
        .onDisappear { presenter.save() }
    }
}

@MainActor
final class EntryPresenter: ObservableObject {
    @Published var entry: JournalEntry

    private let interactor: EntryInteractor

    init(entry: JournalEntry, interactor: EntryInteractor) {
        self.entry = entry
        self.interactor = interactor
    }

    func save() {
        interactor.save(entry)
    }
}

final class EntryInteractor {
    private let store: JournalStore

    init(store: JournalStore) {
        self.store = store
    }

    func save(_ entry: JournalEntry) {
        store.update(entry)
    }
}
