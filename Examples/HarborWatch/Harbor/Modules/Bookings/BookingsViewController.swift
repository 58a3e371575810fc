import UIKit

final class BookingsViewController: UITableViewController, BookingsViewInput {
    var output: BookingsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func show(bookings: [Booking]) { tableView.reloadData() }

    @objc private func doneTapped() { output?.didTapDone() }
}
