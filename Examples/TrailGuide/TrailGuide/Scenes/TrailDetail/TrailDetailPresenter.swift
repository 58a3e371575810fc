protocol TrailDetailPresentationLogic {
    func presentTrailDetail(response: TrailDetailResponse)
}

/// Gives the trail detail screen its title.
final class TrailDetailPresenter: TrailDetailPresentationLogic {
    weak var viewController: TrailDetailDisplayLogic?

    func presentTrailDetail(response: TrailDetailResponse) {
        viewController?.displayTrailDetail(viewModel: TrailDetailViewModel(title: "TrailDetail"))
    }
}
