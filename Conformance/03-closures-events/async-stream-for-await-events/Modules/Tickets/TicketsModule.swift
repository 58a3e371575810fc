import UIKit

final class TicketsViewController: UITableViewController {

    var presenter: TicketsPresenter!
    private var tickets: [Ticket] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My tickets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Ticket")
        Task {
            tickets = await presenter.load()
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tickets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Ticket", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = tickets[indexPath.row].showing.film
        content.secondaryText = "Seat \(tickets[indexPath.row].seat) · \(tickets[indexPath.row].code)"
        cell.contentConfiguration = content
        return cell
    }
}

final class TicketsPresenter {

    private let boxOffice: BoxOfficeAPI

    init(boxOffice: BoxOfficeAPI) {
        self.boxOffice = boxOffice
    }

    func load() async -> [Ticket] {
        (try? await boxOffice.myTickets()) ?? []
    }
}

enum TicketsBuilder {

    static func build(boxOffice: BoxOfficeAPI) -> UIViewController {
        let view = TicketsViewController()
        view.presenter = TicketsPresenter(boxOffice: boxOffice)
        return view
    }
}
