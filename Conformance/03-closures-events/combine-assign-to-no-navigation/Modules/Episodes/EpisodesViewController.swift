import Combine
import UIKit

protocol EpisodesViewInput: AnyObject {
    func show(_ episodes: [Episode])
}

final class EpisodesViewController: UITableViewController, EpisodesViewInput {

    var presenter: EpisodesViewOutput!
    private var episodes: [Episode] = []
    private let statusLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episodes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textAlignment = .center
        statusLabel.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 32)
        tableView.tableHeaderView = statusLabel
        presenter.downloadStatus
            .map(Optional.some)
            .assign(to: \.text, on: statusLabel)
            .store(in: &cancellables)
        presenter.viewDidLoad()
    }

    func show(_ episodes: [Episode]) {
        self.episodes = episodes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = episodes[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectEpisode(at: indexPath.row)
    }
}
