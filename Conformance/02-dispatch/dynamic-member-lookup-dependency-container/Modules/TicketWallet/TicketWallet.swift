import UIKit

final class TicketWalletViewController: UITableViewController {
    var presenter: TicketWalletPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My tickets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Ticket")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.ticketTitles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Ticket", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.ticketTitles[indexPath.row]
        content.image = UIImage(systemName: "qrcode")
        cell.contentConfiguration = content
        return cell
    }
}

final class TicketWalletPresenter {
    private(set) var ticketTitles: [String] = []

    init(storedTickets: [String] = UserDefaults.standard.stringArray(forKey: "tickets") ?? []) {
        ticketTitles = storedTickets
    }
}

enum TicketWalletBuilder {
    static func build() -> UIViewController {
        let view = TicketWalletViewController(style: .insetGrouped)
        view.presenter = TicketWalletPresenter()
        return view
    }
}
