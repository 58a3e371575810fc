import UIKit

protocol TripsViewInput: AnyObject {
    func show(titles: [String])
}

final class TripsViewController: UITableViewController, TripsViewInput {

    var presenter: TripsViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TripCell")
        presenter.viewDidLoad()
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TripCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.presenter.didSwipeToDelete(at: indexPath.row)
            completion(true)
        }
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, completion in
            self?.presenter.didSwipeToEdit(at: indexPath.row)
            completion(true)
        }
        edit.backgroundColor = .systemIndigo
        edit.image = UIImage(systemName: "pencil")
        let configuration = UISwipeActionsConfiguration(actions: [delete, edit])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
