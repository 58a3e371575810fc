import UIKit

protocol DecksRouterInput: AnyObject {
    func openStudy(_ deck: Deck)
}

final class DecksRouter: DecksRouterInput {

    weak var viewController: UIViewController?
    private let store: DeckStore

    init(store: DeckStore) {
        self.store = store
    }

    func openStudy(_ deck: Deck) {
        let study = StudyBuilder.build(deck: deck, store: store)
        viewController?.navigationController?.pushViewController(study, animated: true)
    }
}
