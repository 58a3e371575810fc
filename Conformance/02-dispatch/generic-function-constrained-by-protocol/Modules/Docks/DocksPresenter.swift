import Foundation

protocol DocksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectDock(at index: Int)
    func didTapHistory()
}

final class DocksPresenter: DocksViewOutput {
    weak var view: DocksViewInput?
    private let riderID: String
    private let interactor: DocksInteractorInput
    private let router: DocksRouterInput
    private var docks: [Dock] = []

    init(riderID: String, interactor: DocksInteractorInput, router: DocksRouterInput) {
        self.riderID = riderID
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        docks = interactor.nearbyDocks()
        view?.show(docks.map { "\($0.name) — \($0.bikesAvailable) bikes, \($0.freeSlots) free" })
    }

    func didSelectDock(at index: Int) {
        router.openDock(docks[index])
    }

    func didTapHistory() {
        router.openRideHistory(riderID: riderID)
    }
}
