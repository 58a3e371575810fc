import UIKit

final class TicketsViewController: UITableViewController {

    var presenter: TicketsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tickets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TicketCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.fares.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TicketCell", for: indexPath)
        let fare = presenter.fares[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = fare.name
        content.secondaryText = presenter.formattedPrice(fare.price)
        cell.contentConfiguration = content
        return cell
    }
}

final class TicketsPresenter {

    struct Fare {
        let name: String
        let price: Decimal
    }

    let fares = [
        Fare(name: "Adult", price: 14),
        Fare(name: "Student", price: 9),
        Fare(name: "Family (2 + 3)", price: 36)
    ]

    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    func formattedPrice(_ price: Decimal) -> String {
        formatter.string(from: price as NSDecimalNumber) ?? "\(price)"
    }
}

enum TicketsBuilder {

    static func build() -> UIViewController {
        let view = TicketsViewController()
        view.presenter = TicketsPresenter()
        return view
    }
}
