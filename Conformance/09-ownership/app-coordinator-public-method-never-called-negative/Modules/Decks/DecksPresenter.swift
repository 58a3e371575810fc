import Foundation

protocol DecksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectDeck(at index: Int)
}

final class DecksPresenter: DecksViewOutput {

    weak var view: DecksViewInput?
    var interactor: DecksInteractorInput!
    var onStudy: ((Deck) -> Void)?
    private var decks: [Deck] = []

    func viewDidLoad() {
        decks = interactor.decks()
        view?.display(decks.map { "\($0.name) (\($0.cards.count) cards)" })
    }

    func didSelectDeck(at index: Int) {
        onStudy?(decks[index])
    }
}
