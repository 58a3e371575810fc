import Foundation

final class SkyTonightPresenter: SkyTonightViewOutput {
    weak var view: SkyTonightViewInput?
    var onOpenStarChart: ((ObservingSite) -> Void)?
    private let interactor: SkyTonightInteractor
    private let router: SkyTonightRouter
    private var visible: [Constellation] = []

    init(interactor: SkyTonightInteractor, router: SkyTonightRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        visible = interactor.visibleConstellations()
        view?.show(visible.map { "\($0.name) — \(Int($0.altitude))° up" })
    }

    func didSelectConstellation(at index: Int) {
        router.openConstellation(visible[index])
    }

    func didLongPressSky() {
        onOpenStarChart?(interactor.site)
    }
}
