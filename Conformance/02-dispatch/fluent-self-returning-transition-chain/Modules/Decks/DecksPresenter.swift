import Foundation

protocol DecksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectDeck(at index: Int)
    func didLongPressDeck(at index: Int)
}

final class DecksPresenter: DecksViewOutput {
    weak var view: DecksViewInput?
    private let interactor: DecksInteractorInput
    private let router: DecksRouterInput
    private var decks: [Deck] = []

    init(interactor: DecksInteractorInput, router: DecksRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        decks = interactor.decks()
        view?.show(rows: decks.map { "\($0.name) (\($0.language)) · \($0.dueToday) due" })
    }

    func didSelectDeck(at index: Int) {
        router.openStudy(deck: decks[index])
    }

    func didLongPressDeck(at index: Int) {
        router.openSettings(deck: decks[index])
    }
}
