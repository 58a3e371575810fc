import SwiftUI

@MainActor enum TastingNoteAssembly {
    static func assemble(bottle: Bottle, onSaved: @escaping () -> Void) -> some View {
        let interactor = TastingNoteInteractor(store: .shared)
        let presenter = TastingNotePresenter(bottle: bottle, interactor: interactor, onSaved: onSaved)
        return TastingNoteView(presenter: presenter)
    }
}

struct TastingNoteView: View {
    @ObservedObject var presenter: TastingNotePresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section(presenter.title) {
                TextField("Nose, palate, finish", text: $presenter.text, axis: .vertical)
                    .lineLimit(3...6)
            }
            Button("Save note") {
                presenter.save()
                dismiss()
            }
            .disabled(presenter.text.isEmpty)
        }
    }
}

@MainActor
final class TastingNotePresenter: ObservableObject {
    @Published var text = ""
    let title: String

    private let bottle: Bottle
    private let interactor: TastingNoteInteractor
    private let onSaved: () -> Void

    init(bottle: Bottle, interactor: TastingNoteInteractor, onSaved: @escaping () -> Void) {
        self.bottle = bottle
        self.title = "\(bottle.producer) \(bottle.vintage)"
        self.interactor = interactor
        self.onSaved = onSaved
    }

    func save() {
        interactor.add(note: text, to: bottle)
        onSaved()
    }
}

final class TastingNoteInteractor {
    private let store: CellarStore

    init(store: CellarStore) {
        self.store = store
    }

    func add(note: String, to bottle: Bottle) {
        store.addNote(note, toBottleWithID: bottle.id)
    }
}
