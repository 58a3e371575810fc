import UIKit

protocol BakeryViewInput: AnyObject {
    func show(cakeNames: [String])
}

final class BakeryViewController: UITableViewController, BakeryViewInput {

    var presenter: BakeryViewOutput!
    private var cakeNames: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today at the bakery"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CakeCell")
        presenter.viewDidLoad()
    }

    func show(cakeNames: [String]) {
        self.cakeNames = cakeNames
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cakeNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CakeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cakeNames[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectCake(at: indexPath.row)
    }
}
