import UIKit

final class ListenViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    var presenter: ListenPresenter!
    private let tableView = UITableView(frame: .zero, style: .plain)
    let playerContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Listen"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
        tableView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:))))
        playerContainer.frame = CGRect(x: 0, y: view.bounds.height - 150, width: view.bounds.width, height: 64)
        playerContainer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        playerContainer.isHidden = true
        view.addSubview(tableView)
        view.addSubview(playerContainer)
        presenter.viewDidLoad()
    }

    func reload() {
        tableView.reloadData()
    }

    @objc private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began,
              let indexPath = tableView.indexPathForRow(at: recognizer.location(in: tableView)) else { return }
        presenter.didLongPressEpisode(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.episodes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        let episode = presenter.episodes[indexPath.row]
        cell.textLabel?.text = "\(episode.show): \(episode.title)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEpisode(at: indexPath.row)
    }
}
