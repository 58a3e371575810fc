import Foundation

final class EditorInteractor: EditorInteractorInput {
    weak var output: EditorInteractorOutput?
    private(set) var draft: Draft
    private let original: Draft
    private let store: DraftStore

    init(draft: Draft, store: DraftStore) {
        self.draft = draft
        self.original = draft
        self.store = store
    }

    var hasChanges: Bool { draft != original }

    func update(title: String, body: String) {
        draft.title = title
        draft.body = body
    }

    func save() {
        draft.updatedAt = Date()
        store.save(draft)
        output?.didSave()
    }
}
