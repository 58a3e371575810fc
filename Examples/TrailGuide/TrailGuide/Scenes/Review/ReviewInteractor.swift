protocol ReviewBusinessLogic {
    func reload(request: ReviewRequest)
}

protocol ReviewDataStore {
    
}

final class ReviewInteractor: ReviewBusinessLogic, ReviewDataStore {
    var presenter: ReviewPresentationLogic?
    

    func reload(request: ReviewRequest) {
        presenter?.presentReview(response: ReviewResponse())
    }
}
