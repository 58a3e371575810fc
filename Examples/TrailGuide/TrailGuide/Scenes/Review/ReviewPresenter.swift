protocol ReviewPresentationLogic {
    func presentReview(response: ReviewResponse)
}

final class ReviewPresenter: ReviewPresentationLogic {
    weak var viewController: ReviewDisplayLogic?

    func presentReview(response: ReviewResponse) {
        viewController?.displayReview(viewModel: ReviewViewModel(title: "Review"))
    }
}
