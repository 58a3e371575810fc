import Foundation

protocol TrailsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTrail(at index: Int)
    func didTapFilters()
}

final class TrailsPresenter: TrailsViewOutput {
    private weak var view: TrailsViewInput?
    private let interactor: TrailsInteractorInput
    private let router: TrailsRouting
    private var filter = TrailFilter()
    private var trails: [Trail] = []

    init(view: TrailsViewInput, interactor: TrailsInteractorInput, router: TrailsRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        reload()
    }

    func didSelectTrail(at index: Int) {
        router.showTrail(trails[index])
    }

    func didTapFilters() {
        router.showFilters(current: filter) { [weak self] newFilter in
            self?.filter = newFilter
            self?.reload()
        }
    }

    private func reload() {
        trails = interactor.trails(matching: filter)
        view?.show(rows: trails.map { "\($0.name) · \($0.lengthKm) km · \($0.difficulty.label)" })
    }
}
