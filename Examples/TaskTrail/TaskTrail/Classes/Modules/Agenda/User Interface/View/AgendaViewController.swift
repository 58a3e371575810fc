import UIKit

/// Lists the tasks due in the next two weeks; a swipe marks a task done and the + button adds a new one.
class AgendaViewController: UITableViewController {

    var eventHandler: AgendaModuleInterface?

    private var rows: [AgendaDisplayRow] = []
    private let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Agenda"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: #selector(didTapAdd))
        tableView.register(AgendaTaskCell.self, forCellReuseIdentifier: AgendaTaskCell.reuseIdentifier)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        emptyLabel.text = "Nothing planned. Enjoy the free time!"
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        eventHandler?.updateView()
    }

    @objc private func didTapAdd() {
        eventHandler?.addNewTask()
    }

    @objc private func didPullToRefresh() {
        eventHandler?.refreshRequested()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: AgendaTaskCell.reuseIdentifier, for: indexPath)
        (cell as? AgendaTaskCell)?.configure(with: rows[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        eventHandler?.showTask(withID: rows[indexPath.row].taskID)
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let row = rows[indexPath.row]
        let action = UIContextualAction(style: .normal, title: row.isChecked ? "Undo" : "Done") { [weak self] _, _, done in
            self?.eventHandler?.toggleCompletion(ofTaskWithID: row.taskID)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
}

extension AgendaViewController: AgendaViewInterface {

    func showAgendaRows(_ rows: [AgendaDisplayRow]) {
        self.rows = rows
        tableView.backgroundView = nil
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    func showNoContentMessage() {
        rows = []
        tableView.backgroundView = emptyLabel
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Agenda", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
