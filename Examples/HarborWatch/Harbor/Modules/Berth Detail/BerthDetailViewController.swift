import UIKit

/// Shows one berth, titled with its name, and opens the berth's bookings.
final class BerthDetailViewController: UIViewController, BerthDetailViewInput {
    var output: BerthDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func show(berth: Berth) { title = berth.name }

    @objc private func bookingsTapped() { output?.didTapBookings() }
}
