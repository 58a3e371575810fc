import UIKit

protocol CatalogViewInput: AnyObject {
    func display(pastries: [Pastry])
}

protocol CatalogViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPastry(at index: Int)
}

final class CatalogViewController: UITableViewController, CatalogViewInput {
    var output: CatalogViewOutput!
    private var pastries: [Pastry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's Bakes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PastryCell")
        output.viewDidLoad()
    }

    func display(pastries: [Pastry]) {
        self.pastries = pastries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pastries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PastryCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = pastries[indexPath.row].name
        content.secondaryText = pastries[indexPath.row].priceText
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectPastry(at: indexPath.row)
    }
}
