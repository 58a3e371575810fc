import Foundation

protocol DecksInteractorInput: AnyObject {
    func loadDecks() -> [Deck]
    func markAppOpened()
}

final class DecksInteractor: DecksInteractorInput {

    private let store: DeckStore

    init(store: DeckStore) {
        self.store = store
    }

    func loadDecks() -> [Deck] {
        store.decks()
    }

    func markAppOpened() {
        let opens = UserDefaults.standard.integer(forKey: "appOpens")
        UserDefaults.standard.set(opens + 1, forKey: "appOpens")
    }
}
