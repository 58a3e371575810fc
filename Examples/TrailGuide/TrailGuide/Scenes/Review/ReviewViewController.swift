import UIKit

protocol ReviewDisplayLogic: AnyObject {
    func displayReview(viewModel: ReviewViewModel)
}

/// Shows a trail's review on a card presented as a page sheet, laid out in ReviewCard.xib.
final class ReviewViewController: UIViewController, ReviewDisplayLogic {
    var interactor: ReviewBusinessLogic?
    var router: (NSObjectProtocol & ReviewRoutingLogic & ReviewDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = ReviewInteractor()
        let presenter = ReviewPresenter()
        let router = ReviewRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: ReviewRequest())
    }

    func displayReview(viewModel: ReviewViewModel) {
        title = viewModel.title
    }
}
