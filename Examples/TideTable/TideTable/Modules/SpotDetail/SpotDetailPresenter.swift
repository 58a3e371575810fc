import Foundation

/// Shows the spot it was built with and closes the screen when the user taps close.
final class SpotDetailPresenter: SpotDetailViewOutput {
    private let spot: Spot
    private weak var view: SpotDetailViewInput?
    private let router: SpotDetailRouterInput

    init(spot: Spot, view: SpotDetailViewInput, router: SpotDetailRouterInput) {
        self.spot = spot
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.show(name: spot.name, region: spot.region)
    }

    func didTapClose() {
        router.close()
    }
}
