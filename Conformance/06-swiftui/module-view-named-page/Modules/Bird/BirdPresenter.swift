import Foundation

@MainActor
final class BirdPresenter: ObservableObject {
    let bird: BirdItem
    @Published private(set) var notes: [String] = []
    @Published var draft = ""

    private let interactor: BirdInteractor

    init(bird: BirdItem, interactor: BirdInteractor) {
        self.bird = bird
        self.interactor = interactor
    }

    func load() async {
        notes = await interactor.notes(for: bird)
    }

    func saveDraft() async {
        let note = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !note.isEmpty else { return }
        await interactor.addNote(note, for: bird)
        draft = ""
        await load()
    }
}
