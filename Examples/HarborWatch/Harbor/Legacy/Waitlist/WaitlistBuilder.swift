import UIKit

// Replaced by Bookings; kept in the repository, compiled by no target.
enum WaitlistBuilder {
    static func build() -> UIViewController {
        let view = WaitlistViewController()
        let router = WaitlistRouter()
        let presenter = WaitlistPresenter(view: view, router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
