import Foundation

protocol WatchlistViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectQuote(at index: Int)
}

final class WatchlistPresenter: WatchlistViewOutput {

    weak var view: WatchlistViewInput?
    private let interactor: WatchlistInteractorInput
    private let router: WatchlistRouterInput
    private var quotes: [Quote] = []

    init(interactor: WatchlistInteractorInput, router: WatchlistRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        quotes = interactor.watchedQuotes()
        view?.show(quotes)
    }

    func didSelectQuote(at index: Int) {
        router.openStock(symbol: quotes[index].symbol)
    }
}
