import Foundation

struct Card: Equatable {
    let front: String
    let back: String
}

struct Deck: Equatable {
    let name: String
    let language: String
    let cards: [Card]
}

final class DeckStore {

    func decks() -> [Deck] {
        [
            Deck(name: "Kitchen", language: "Portuguese", cards: [
                Card(front: "a colher", back: "the spoon"),
                Card(front: "a panela", back: "the pot"),
                Card(front: "o forno", back: "the oven")
            ]),
            Deck(name: "Train station", language: "Portuguese", cards: [
                Card(front: "a bilheteira", back: "the ticket office"),
                Card(front: "o cais", back: "the platform")
            ])
        ]
    }

    func recordReview(of card: Card, knewIt: Bool) {
        let key = "reviews.\(card.front)"
        let score = UserDefaults.standard.integer(forKey: key)
        UserDefaults.standard.set(knewIt ? score + 1 : 0, forKey: key)
    }
}
