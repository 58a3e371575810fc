import Foundation

struct Deck {
    let name: String
    let language: String
    let cards: [Card]
}

struct Card {
    let prompt: String
    let answer: String
}
