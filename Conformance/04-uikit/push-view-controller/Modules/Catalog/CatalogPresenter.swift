import Foundation

final class CatalogPresenter: CatalogViewOutput {
    weak var view: CatalogViewInput?
    var interactor: CatalogInteractorInput!
    var router: CatalogRouterInput!

    private var pastries: [Pastry] = []

    func viewDidLoad() {
        pastries = interactor.todaysPastries()
        view?.display(pastries: pastries)
    }

    func didSelectPastry(at index: Int) {
        guard pastries.indices.contains(index) else { return }
        router.openPastry(pastries[index])
    }
}
