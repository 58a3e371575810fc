import Foundation

protocol CatalogueViewOutput: AnyObject {
    func viewDidLoad()
    func didChangeSearch(_ query: String)
    func didSelectFamily(_ family: String)
    func didSelectSearchResult(_ seed: Seed)
}

final class CataloguePresenter: CatalogueViewOutput {

    weak var view: CatalogueViewInput?
    var interactor: CatalogueInteractorInput!
    var router: CatalogueRouterInput!

    func viewDidLoad() {
        view?.show(families: interactor.families())
    }

    func didChangeSearch(_ query: String) {
        view?.show(searchResults: interactor.seeds(matching: query))
    }

    func didSelectFamily(_ family: String) {
        router.openFamily(family)
    }

    func didSelectSearchResult(_ seed: Seed) {
        router.openSeedInsideItsFamily(seed)
    }
}
