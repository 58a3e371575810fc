import SwiftUI

enum TastingBuilder {
    static func build(bottle: Bottle, store: WineInventory) -> some View {
        let interactor = TastingInteractor(store: store)
        let presenter = TastingPresenter(bottle: bottle, interactor: interactor)
        return TastingView(presenter: presenter)
    }
}

struct TastingView: View {
    @ObservedObject var presenter: TastingPresenter

    var body: some View {
        Form {
            Section("Window") {
                Text("\(presenter.bottle.drinkFrom)–\(presenter.bottle.drinkUntil)")
            }
            Section("Tonight") {
                Stepper("Score \(presenter.score)", value: $presenter.score, in: 80...100)
                TextField("Notes", text: $presenter.draft, axis: .vertical)
                Button("Drink one") { Task { await presenter.drinkOne() } }
            }
            Section("Earlier") {
                ForEach(presenter.notes) { note in
                    LabeledContent(note.date.formatted(date: .abbreviated, time: .omitted), value: "\(note.score)")
                }
            }
        }
        .navigationTitle(presenter.bottle.cuvee)
        .task { await presenter.load() }
    }
}

@MainActor
final class TastingPresenter: ObservableObject {
    let bottle: Bottle
    @Published var score = 92
    @Published var draft = ""
    @Published private(set) var notes: [TastingNote] = []

    private let interactor: TastingInteractor

    init(bottle: Bottle, interactor: TastingInteractor) {
        self.bottle = bottle
        self.interactor = interactor
    }

    func load() async {
        notes = await interactor.notes(for: bottle)
    }

    func drinkOne() async {
        await interactor.drinkOne(bottle, score: score, text: draft)
        draft = ""
        await load()
    }
}

final class TastingInteractor {
    private let store: WineInventory

    init(store: WineInventory) {
        self.store = store
    }

    func notes(for bottle: Bottle) async -> [TastingNote] {
        await store.notes(for: bottle.id).sorted { $0.date > $1.date }
    }

    func drinkOne(_ bottle: Bottle, score: Int, text: String) async {
        let note = TastingNote(id: UUID(), date: .now, score: score, text: text)
        await store.drinkOne(of: bottle.id, note: note)
    }
}
