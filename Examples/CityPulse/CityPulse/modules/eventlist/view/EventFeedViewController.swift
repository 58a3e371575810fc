import UIKit

/// Lists the upcoming events in the feed's city (Lisbon by default) with pull to refresh and a button that opens the profile.
class EventFeedViewController: UIViewController {

    var presenter: EventFeedViewToPresenterProtocol?

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CityPulse"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "person.crop.circle"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(profileTapped))
        configureTableView()
        presenter?.viewDidLoad()
    }

    private func configureTableView() {
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(EventFeedCell.self, forCellReuseIdentifier: EventFeedCell.reuseIdentifier)
        tableView.rowHeight = 88
        tableView.dataSource = self
        tableView.delegate = self
        refreshControl.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
        spinner.center = view.center
        spinner.hidesWhenStopped = true
        view.addSubview(spinner)
    }

    @objc private func profileTapped() {
        presenter?.didTapProfile()
    }

    @objc private func pulledToRefresh() {
        presenter?.refreshFeed()
    }
}

extension EventFeedViewController: EventFeedPresenterToViewProtocol {

    func showEvents() {
        refreshControl.endRefreshing()
        tableView.reloadData()
    }

    func showError(message: String) {
        refreshControl.endRefreshing()
        let alert = UIAlertController(title: "Couldn't load events", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func setLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }
}

extension EventFeedViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return presenter?.numberOfEvents() ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: EventFeedCell.reuseIdentifier, for: indexPath)
        if let feedCell = cell as? EventFeedCell, let item = presenter?.event(at: indexPath.row) {
            feedCell.configure(with: item)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectEvent(at: indexPath.row)
    }
}
