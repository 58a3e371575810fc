import UIKit

final class FaresFlowCoordinator {

    private let router: Router
    private var isStarted = false

    init(router: Router) {
        self.router = router
    }

    func start() {
        guard !isStarted else { return }
        isStarted = true
        let view = FaresBuilder.build()
        router.setStackRoot(view)
    }
}
