import Foundation

protocol NewListingViewOutput: AnyObject {
    func viewDidLoad()
    func didTapNext(value: String)
}

final class NewListingPresenter: NewListingViewOutput {

    weak var view: NewListingViewInput?
    private let interactor: NewListingInteractorInput
    private let router: NewListingRouterInput
    private let stepper = FormStepper(titles: ["Address", "Rooms", "Asking price"])

    init(interactor: NewListingInteractorInput, router: NewListingRouterInput) {
        self.interactor = interactor
        self.router = router
        stepper.onComplete = { [weak self] in
            guard let self else { return }
            self.router.showPreview(of: self.interactor.draft())
        }
    }

    func viewDidLoad() {
        view?.showPage(title: stepper.currentTitle, canGoBack: stepper.canGoBack)
    }

    func didTapNext(value: String) {
        interactor.set(value, for: stepper.currentTitle)
        stepper.advance()
        view?.showPage(title: stepper.currentTitle, canGoBack: stepper.canGoBack)
    }
}
