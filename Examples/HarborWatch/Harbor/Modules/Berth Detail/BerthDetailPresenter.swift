import Foundation

/// Shows the berth it was built with and asks the router for that berth's bookings.
final class BerthDetailPresenter: BerthDetailViewOutput {
    private let berth: Berth
    private weak var view: BerthDetailViewInput?
    private let router: BerthDetailRouterInput

    init(berth: Berth, view: BerthDetailViewInput, router: BerthDetailRouterInput) {
        self.berth = berth
        self.view = view
        self.router = router
    }

    func viewDidLoad() { view?.show(berth: berth) }
    func didTapBookings() { router.showBookings(for: berth) }
}
