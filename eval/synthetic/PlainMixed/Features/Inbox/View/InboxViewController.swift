import UIKit

final class InboxViewController: UITableViewController, InboxViewProtocol {

    var presenter: InboxPresenterProtocol?
    private var threads: [InboxThreadViewModel] = []
    private let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(InboxThreadCell.self, forCellReuseIdentifier: InboxThreadCell.identifier)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "All",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(filterTapped))
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        tableView.backgroundView = emptyLabel
        presenter?.viewDidLoad()
    }

    @objc private func refresh() { presenter?.didPullToRefresh() }
    @objc private func filterTapped() { presenter?.didTapFilter() }

    // MARK: InboxViewProtocol

    func showThreads(_ threads: [InboxThreadViewModel]) {
        self.threads = threads
        emptyLabel.isHidden = true
        tableView.reloadData()
    }

    func showEmptyState(_ message: String) {
        threads = []
        emptyLabel.text = message
        emptyLabel.isHidden = false
        tableView.reloadData()
    }

    func showFilterTitle(_ title: String) {
        navigationItem.rightBarButtonItem?.title = title
    }

    func endRefreshing() {
        refreshControl?.endRefreshing()
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        threads.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: InboxThreadCell.identifier,
                                                 for: indexPath) as! InboxThreadCell
        cell.configure(with: threads[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectThread(at: indexPath.row)
    }
}
