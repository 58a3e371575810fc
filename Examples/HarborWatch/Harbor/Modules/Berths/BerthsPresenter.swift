import Foundation

/// Loads the berths for the berth list and forwards berth and settings taps to the router.
final class BerthsPresenter: BerthsViewOutput, BerthsInteractorOutput {
    private weak var view: BerthsViewInput?
    private let interactor: BerthsInteractorInput
    private let router: BerthsRouterInput

    init(view: BerthsViewInput, interactor: BerthsInteractorInput, router: BerthsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() { interactor.loadBerths() }
    func didSelect(berth: Berth) { router.showDetail(for: berth) }
    func didTapSettings() { router.showSettings() }
    func didLoad(berths: [Berth]) { view?.show(berths: berths) }
}
