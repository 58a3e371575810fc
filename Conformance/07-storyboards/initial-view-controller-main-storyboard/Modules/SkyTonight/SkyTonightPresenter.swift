import Foundation

final class SkyTonightPresenter {
    private weak var view: SkyTonightView?
    private let interactor: SkyTonightInteractor
    private let router: SkyTonightRouter
    private var constellations: [VisibleConstellation] = []

    init(view: SkyTonightView, interactor: SkyTonightInteractor, router: SkyTonightRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            constellations = await interactor.visibleConstellations()
            view?.show(rows: constellations.map { "\($0.name) · \(Int($0.altitude))° up" })
        }
    }

    func didSelectRow(at index: Int) {
        router.showConstellation(constellations[index])
    }
}
