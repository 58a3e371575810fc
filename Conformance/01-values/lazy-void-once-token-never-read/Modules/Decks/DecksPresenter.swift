import Foundation

protocol DecksViewOutput: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func didSelectDeck(at index: Int)
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
        decks = interactor.loadDecks()
        view?.show(decks)
    }

    func viewDidAppear() {
        interactor.markAppOpened()
    }

    func didSelectDeck(at index: Int) {
        router.openStudy(decks[index])
    }
}
