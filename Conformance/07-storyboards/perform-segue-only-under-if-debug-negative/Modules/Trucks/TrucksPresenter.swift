import Foundation

final class TrucksPresenter {
    private weak var view: TrucksView?
    private let interactor: TrucksInteractor
    private let router: TrucksRouter
    private var trucks: [FoodTruck] = []

    init(view: TrucksView, interactor: TrucksInteractor, router: TrucksRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            trucks = await interactor.trucksNearby()
            view?.show(rows: trucks.map { ($0.name, "\($0.cuisine) · \($0.street)") })
        }
    }

    func didSelect(row: Int) {
        router.openMenu(for: trucks[row])
    }

    func didShake() {
        router.openDeveloperTools()
    }
}
