protocol TrailMapPresentationLogic {
    func presentTrailMap(response: TrailMapResponse)
}

/// Gives the trail map its title.
final class TrailMapPresenter: TrailMapPresentationLogic {
    weak var viewController: TrailMapDisplayLogic?

    func presentTrailMap(response: TrailMapResponse) {
        viewController?.displayTrailMap(viewModel: TrailMapViewModel(title: "TrailMap"))
    }
}
