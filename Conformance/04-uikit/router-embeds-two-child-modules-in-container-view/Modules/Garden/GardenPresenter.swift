import Foundation

final class GardenPresenter {

    private let router: GardenRouter

    init(router: GardenRouter) {
        self.router = router
    }

    func viewDidLoad() {
        router.embedPanels()
    }
}
