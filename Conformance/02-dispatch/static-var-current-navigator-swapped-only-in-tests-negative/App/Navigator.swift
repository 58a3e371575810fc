import UIKit

protocol Navigating: AnyObject {
    func showBooking(for slot: DonationSlot, from source: UIViewController)
    func showEligibilityQuiz(from source: UIViewController)
}

/// App-wide entry point for cross-module navigation. `current` is only ever replaced by unit tests.
enum Navigator {
    static var current: Navigating = LiveNavigator()
}

final class LiveNavigator: Navigating {

    func showBooking(for slot: DonationSlot, from source: UIViewController) {
        let booking = SlotBookingWireframe.makeModule(slot: slot)
        source.navigationController?.pushViewController(booking, animated: true)
    }

    func showEligibilityQuiz(from source: UIViewController) {
        let quiz = EligibilityQuizWireframe.makeModule()
        source.present(UINavigationController(rootViewController: quiz), animated: true)
    }
}
