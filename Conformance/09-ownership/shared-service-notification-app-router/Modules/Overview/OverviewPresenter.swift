import Foundation

protocol OverviewViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSettings()
}

final class OverviewPresenter: OverviewViewOutput {

    weak var view: OverviewViewInput?
    private let interactor: OverviewInteractorInput
    private let router: OverviewRouterInput

    init(interactor: OverviewInteractorInput, router: OverviewRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(balance: interactor.remainingBudget())
    }

    func didTapSettings() {
        router.openSettings()
    }
}
