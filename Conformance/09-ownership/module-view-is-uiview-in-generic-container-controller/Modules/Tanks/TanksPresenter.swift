import Foundation

protocol TanksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTank(at index: Int)
}

final class TanksPresenter: TanksViewOutput {

    weak var view: TanksViewInput?
    private let interactor: TanksInteractorInput
    private let router: TanksRouterInput
    private var tanks: [TankSummary] = []

    init(interactor: TanksInteractorInput, router: TanksRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        tanks = interactor.loadTanks()
        view?.show(tanks)
    }

    func didSelectTank(at index: Int) {
        router.openTank(tanks[index])
    }
}
