import UIKit
@testable import Lifeline

/// Test double for `Navigator.current`: puts each destination straight into an offscreen window
/// so a test can load it and take a snapshot, without a navigation stack or a presentation.
final class WindowRootNavigator: Navigating {

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var shownSlots: [DonationSlot] = []

    func showBooking(for slot: DonationSlot, from source: UIViewController) {
        shownSlots.append(slot)
        window.rootViewController = SlotBookingWireframe.makeModule(slot: slot)
        window.makeKeyAndVisible()
    }

    func showEligibilityQuiz(from source: UIViewController) {
        window.rootViewController = EligibilityQuizWireframe.makeModule()
        window.makeKeyAndVisible()
    }
}
