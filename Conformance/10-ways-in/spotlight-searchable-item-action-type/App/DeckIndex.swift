//
//  DeckIndex.swift
//  Lexi
//

import CoreSpotlight
import UniformTypeIdentifiers

struct Deck {
    let id: String
    let name: String
    let language: String
    let cardCount: Int
}

/// Puts every flashcard deck into the on-device Spotlight index.
final class DeckIndex {

    static let identifierPrefix = "deck."

    private let index = CSSearchableIndex.default()

    func reindex(_ decks: [Deck]) {
        let items = decks.map { deck -> CSSearchableItem in
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = deck.name
            attributes.contentDescription = "\(deck.cardCount) cards · \(deck.language)"
            return CSSearchableItem(uniqueIdentifier: DeckIndex.identifierPrefix + deck.id,
                                    domainIdentifier: "decks",
                                    attributeSet: attributes)
        }
        index.deleteSearchableItems(withDomainIdentifiers: ["decks"]) { [index] _ in
            index.indexSearchableItems(items) { error in
                if let error {
                    print("Spotlight indexing failed: \(error)")
                }
            }
        }
    }
}
