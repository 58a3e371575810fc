import UIKit

final class EpisodesViewController: UITableViewController {

    var presenter: EpisodesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episodes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        cell.textLabel?.text = presenter.episodes[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectEpisode(at: indexPath.row)
    }
}
