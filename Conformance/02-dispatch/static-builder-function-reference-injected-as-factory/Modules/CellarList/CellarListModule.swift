import UIKit

struct Bottle {
    let name: String
    let vintage: Int
}

final class CellarListViewController: UITableViewController {

    var presenter: CellarListPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cellar"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bottle")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.bottles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Bottle", for: indexPath)
        let bottle = presenter.bottles[indexPath.row]
        cell.textLabel?.text = "\(bottle.name) \(bottle.vintage)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectBottle(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let taste = UIContextualAction(style: .normal, title: "Taste") { [weak self] _, _, done in
            self?.presenter.didTapTaste(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [taste])
    }
}

final class CellarListPresenter {

    var router: CellarListRouter!
    let bottles = [Bottle(name: "Barolo Cannubi", vintage: 2016), Bottle(name: "Chablis 1er Cru", vintage: 2020)]

    func didSelectBottle(at index: Int) {
        router.showDetail(of: bottles[index])
    }

    func didTapTaste(at index: Int) {
        router.showTastingNote(for: bottles[index])
    }
}
