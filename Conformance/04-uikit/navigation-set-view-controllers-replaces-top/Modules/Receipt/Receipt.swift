import UIKit

protocol ReceiptViewInput: AnyObject {
    func show(lines: [String])
}

final class ReceiptViewController: UITableViewController, ReceiptViewInput {
    var presenter: ReceiptPresenter!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
        presenter.viewDidLoad()
    }

    func show(lines: [String]) {
        self.lines = lines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = lines[indexPath.row]
        return cell
    }
}

final class ReceiptPresenter {
    weak var view: ReceiptViewInput?
    private let ticket: ParkingTicket

    init(ticket: ParkingTicket) {
        self.ticket = ticket
    }

    func viewDidLoad() {
        view?.show(lines: [
            "Zone \(ticket.zone.code)",
            "Plate \(ticket.plate)",
            "\(ticket.minutes) minutes",
            "Paid €\(ticket.total)"
        ])
    }
}

enum ReceiptBuilder {
    static func build(ticket: ParkingTicket) -> UIViewController {
        let view = ReceiptViewController(style: .insetGrouped)
        let presenter = ReceiptPresenter(ticket: ticket)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
