import UIKit

final class HomeFeedViewController: UITableViewController {

    private var articles: [Article] = []
    private var page = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ArticleCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "bell"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(notificationsTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "People",
                                                           style: .plain,
                                                           target: self,
                                                           action: #selector(peopleTapped))
        loadNextPage()
    }

    private func loadNextPage() {
        FeedService.shared.feed(page: page) { [weak self] result in
            guard let self = self, case .success(let articles) = result else { return }
            self.articles += articles
            self.page += 1
            self.tableView.reloadData()
        }
    }

    @objc private func notificationsTapped() {
        navigationController?.pushViewController(NotificationsController(), animated: true)
    }

    /// Opens the VIPER Discover screen on top of the feed.
    @objc private func peopleTapped() {
        let discover = DiscoverRouter.createModule()
        navigationController?.pushViewController(discover, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ArticleCell", for: indexPath)
        cell.textLabel?.text = articles[indexPath.row].title
        cell.textLabel?.numberOfLines = 2
        if indexPath.row == articles.count - 1 { loadNextPage() }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = ArticleDetailController(article: articles[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
