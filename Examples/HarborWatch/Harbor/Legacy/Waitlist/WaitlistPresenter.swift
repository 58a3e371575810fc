import Foundation

final class WaitlistPresenter: WaitlistViewOutput {
    private weak var view: WaitlistViewInput?
    private let router: WaitlistRouterInput

    init(view: WaitlistViewInput, router: WaitlistRouterInput) {
        self.view = view
        self.router = router
    }

    func didSelect(berth: Berth) { router.showBerth(berth) }
}
