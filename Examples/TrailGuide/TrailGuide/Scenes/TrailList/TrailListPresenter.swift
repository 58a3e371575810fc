protocol TrailListPresentationLogic {
    func presentTrailList(response: TrailListResponse)
}

/// Gives the trail list screen its title.
final class TrailListPresenter: TrailListPresentationLogic {
    weak var viewController: TrailListDisplayLogic?

    func presentTrailList(response: TrailListResponse) {
        viewController?.displayTrailList(viewModel: TrailListViewModel(title: "TrailList"))
    }
}
