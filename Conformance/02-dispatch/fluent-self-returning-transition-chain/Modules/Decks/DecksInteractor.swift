import Foundation

protocol DecksInteractorInput: AnyObject {
    func decks() -> [Deck]
}

final class DecksInteractor: DecksInteractorInput {
    func decks() -> [Deck] {
        [
            Deck(name: "Kitchen verbs", language: "Italian", cardCount: 84, dueToday: 12),
            Deck(name: "Train station", language: "Japanese", cardCount: 40, dueToday: 0),
            Deck(name: "Numbers 1–100", language: "Finnish", cardCount: 100, dueToday: 31)
        ]
    }
}
