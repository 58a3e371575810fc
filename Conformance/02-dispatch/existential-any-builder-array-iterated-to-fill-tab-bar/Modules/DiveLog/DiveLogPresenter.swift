import Foundation

protocol DiveLogViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectDive(at index: Int)
}

final class DiveLogPresenter: DiveLogViewOutput {

    weak var view: DiveLogViewInput?
    private let store: DiveStore
    private let router: DiveLogRouterInput

    init(store: DiveStore, router: DiveLogRouterInput) {
        self.store = store
        self.router = router
    }

    func viewDidLoad() {
        view?.show(store.dives.map { "#\($0.id) \($0.site) · \(Int($0.maxDepthMetres)) m" })
    }

    func didSelectDive(at index: Int) {
        router.openDive(id: store.dives[index].id)
    }
}
