protocol TrailDetailPresentationLogic {
    func presentTrailDetail(response: TrailDetailResponse)
}

final class TrailDetailPresenter: TrailDetailPresentationLogic {
    weak var viewController: TrailDetailDisplayLogic?

    func presentTrailDetail(response: TrailDetailResponse) {
        viewController?.displayTrailDetail(viewModel: TrailDetailViewModel(title: "TrailDetail"))
    }
}
