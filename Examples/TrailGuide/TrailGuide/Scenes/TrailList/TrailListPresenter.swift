protocol TrailListPresentationLogic {
    func presentTrailList(response: TrailListResponse)
}

final class TrailListPresenter: TrailListPresentationLogic {
    weak var viewController: TrailListDisplayLogic?

    func presentTrailList(response: TrailListResponse) {
        viewController?.displayTrailList(viewModel: TrailListViewModel(title: "TrailList"))
    }
}
