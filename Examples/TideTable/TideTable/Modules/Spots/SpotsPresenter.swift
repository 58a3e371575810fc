import Foundation

/// Loads the surf spots for the list and asks the router to show the selected spot.
final class SpotsPresenter: SpotsViewOutput, SpotsInteractorOutput {
    private weak var view: SpotsViewInput?
    private let interactor: SpotsInteractorInput
    private let router: SpotsRouterInput
    private var spots: [Spot] = []

    init(view: SpotsViewInput, interactor: SpotsInteractorInput, router: SpotsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadSpots()
    }

    func didLoad(spots: [Spot]) {
        self.spots = spots
        view?.show(spots: spots)
    }

    func didSelect(spotAt index: Int) {
        guard spots.indices.contains(index) else { return }
        router.showDetail(for: spots[index])
    }
}
