import Foundation

protocol ChartsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectEntry(at index: Int)
}

final class ChartsPresenter: ChartsViewOutput {

    weak var view: ChartsViewInput?
    private let interactor: ChartsInteractorInput
    private let router: ChartsRouterInput
    private var entries: [ChartEntry] = []

    init(interactor: ChartsInteractorInput, router: ChartsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadChart { [weak self] entries in
            self?.entries = entries
            self?.view?.display(entries)
        }
    }

    func didSelectEntry(at index: Int) {
        router.openArtist(id: entries[index].artistId)
    }
}
