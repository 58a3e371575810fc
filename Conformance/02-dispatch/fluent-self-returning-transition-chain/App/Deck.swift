import Foundation

struct Deck: Equatable {
    let name: String
    let language: String
    let cardCount: Int
    let dueToday: Int
}
