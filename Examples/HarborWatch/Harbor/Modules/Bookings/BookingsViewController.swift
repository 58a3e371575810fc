import UIKit

/// Lists the bookings of one berth and goes back when the user is done.
final class BookingsViewController: UITableViewController, BookingsViewInput {
    var output: BookingsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func show(bookings: [Booking]) { tableView.reloadData() }

    @objc private func doneTapped() { output?.didTapDone() }
}
