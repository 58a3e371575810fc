import Foundation

protocol DecksInteractorInput: AnyObject {
    func decks() -> [Deck]
}

final class DecksInteractor: DecksInteractorInput {

    func decks() -> [Deck] {
        [
            Deck(name: "Café Spanish", language: "es", cards: [
                Card(prompt: "la cuenta", answer: "the bill"),
                Card(prompt: "un cortado", answer: "espresso with a dash of milk")
            ]),
            Deck(name: "Travel Portuguese", language: "pt", cards: [
                Card(prompt: "a estação", answer: "the station")
            ])
        ]
    }
}
