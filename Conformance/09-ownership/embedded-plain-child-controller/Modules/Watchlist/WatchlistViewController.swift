import UIKit

protocol WatchlistViewInput: AnyObject {
    func show(_ quotes: [Quote])
}

final class WatchlistViewController: UITableViewController, WatchlistViewInput {

    var presenter: WatchlistViewOutput!
    private var quotes: [Quote] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Watchlist"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "QuoteCell")
        presenter.viewDidLoad()
    }

    func show(_ quotes: [Quote]) {
        self.quotes = quotes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        quotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "QuoteCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = quotes[indexPath.row].symbol
        content.secondaryText = String(format: "%.2f (%+.2f%%)", quotes[indexPath.row].price, quotes[indexPath.row].changePercent)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectQuote(at: indexPath.row)
    }
}
