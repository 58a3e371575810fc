import Combine
import Foundation

struct Trail {
    static let placeholder = Trail(name: "", lengthKm: 0)

    let name: String
    let lengthKm: Double
}

final class TrailsPresenter {

    @Published var selected = Trail.placeholder
    let trails: [Trail]

    private let router: TrailsRouter
    private var cancellables = Set<AnyCancellable>()

    init(interactor: TrailsInteractor, router: TrailsRouter) {
        self.trails = interactor.loadTrails()
        self.router = router
        $selected
            .dropFirst()
            .sink { [weak self] item in self?.router.showDetail(item) }
            .store(in: &cancellables)
    }
}
