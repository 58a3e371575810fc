import UIKit

protocol CakesViewInput: AnyObject {
    func show(_ cakes: [Cake])
}

final class CakesViewController: UITableViewController, CakesViewInput {

    var presenter: CakesViewOutput!
    private var cakes: [Cake] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cakes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CakeCell")
        presenter.viewDidLoad()
    }

    func show(_ cakes: [Cake]) {
        self.cakes = cakes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cakes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CakeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cakes[indexPath.row].name
        content.secondaryText = cakes[indexPath.row].price
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectCake(at: indexPath.row)
    }
}
