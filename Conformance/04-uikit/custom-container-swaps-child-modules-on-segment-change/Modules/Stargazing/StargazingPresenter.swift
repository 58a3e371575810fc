import Foundation

final class StargazingPresenter: StargazingViewOutput {
    private let router: StargazingRouterInput
    private var shown: SkySection?

    init(router: StargazingRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        didSelect(.planets)
    }

    func didSelect(_ section: SkySection) {
        guard section != shown else { return }
        shown = section
        router.showSection(section)
    }
}
