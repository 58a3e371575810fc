protocol ReviewPresentationLogic {
    func presentReview(response: ReviewResponse)
}

/// Gives the review card its title.
final class ReviewPresenter: ReviewPresentationLogic {
    weak var viewController: ReviewDisplayLogic?

    func presentReview(response: ReviewResponse) {
        viewController?.displayReview(viewModel: ReviewViewModel(title: "Review"))
    }
}
