import UIKit

final class SailingsFlowCoordinator {

    private let router: Router
    private var isStarted = false

    init(router: Router) {
        self.router = router
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        let view = SailingsBuilder.build(route: "Kelby Pier ⇄ Hollin Isle")
        router.setStackRoot(view)
    }
}
