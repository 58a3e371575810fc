import UIKit

protocol CellarViewInput: AnyObject {
    func show(_ bottles: [Bottle])
}

final class CellarViewController: UITableViewController, CellarViewInput {

    var presenter: CellarViewOutput!
    private var bottles: [Bottle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cellar"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapAdd()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bottle")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ bottles: [Bottle]) {
        self.bottles = bottles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        bottles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Bottle", for: indexPath)
        let bottle = bottles[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(bottle.producer) \(bottle.wine)"
        content.secondaryText = "\(bottle.vintage) · rack \(bottle.rack)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectBottle(at: indexPath.row)
    }
}
