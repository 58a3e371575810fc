import UIKit

protocol EpisodesViewInput: AnyObject {
    func show(title: String, rows: [String])
    func showNowPlaying(_ title: String?)
}

final class EpisodesViewController: UIViewController, EpisodesViewInput, UITableViewDataSource, UITableViewDelegate {

    var presenter: EpisodesViewOutput!

    private let artworkView = UIImageView(image: UIImage(systemName: "waveform.circle.fill"))
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let miniPlayer = UILabel()
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout()

        let artworkTap = UITapGestureRecognizer(target: self, action: #selector(artworkTapped))
        artworkView.isUserInteractionEnabled = true
        artworkView.addGestureRecognizer(artworkTap)

        let queueHold = UILongPressGestureRecognizer(target: self, action: #selector(miniPlayerHeld(_:)))
        queueHold.minimumPressDuration = 0.4
        miniPlayer.isUserInteractionEnabled = true
        miniPlayer.addGestureRecognizer(queueHold)

        let nudge = UISwipeGestureRecognizer(target: self, action: #selector(miniPlayerSwiped))
        nudge.direction = .up
        miniPlayer.addGestureRecognizer(nudge)

        presenter.viewDidLoad()
    }

    private func layout() {
        artworkView.contentMode = .scaleAspectFit
        artworkView.tintColor = .systemOrange
        artworkView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 140)
        tableView.frame = CGRect(x: 0, y: 250, width: view.bounds.width, height: view.bounds.height - 330)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Episode")
        miniPlayer.frame = CGRect(x: 16, y: view.bounds.height - 72, width: view.bounds.width - 32, height: 48)
        miniPlayer.backgroundColor = .secondarySystemBackground
        miniPlayer.textAlignment = .center
        [artworkView, tableView, miniPlayer].forEach(view.addSubview)
    }

    @objc private func artworkTapped() {
        presenter.didTapArtwork()
    }

    @objc private func miniPlayerHeld(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        presenter.didLongPressMiniPlayer()
    }

    @objc private func miniPlayerSwiped() {
        UIView.animate(withDuration: 0.2, animations: {
            self.miniPlayer.transform = CGAffineTransform(translationX: 0, y: -8)
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) { self.miniPlayer.transform = .identity }
        })
    }

    func show(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
        tableView.reloadData()
    }

    func showNowPlaying(_ title: String?) {
        miniPlayer.text = title.map { "▶︎ \($0)" } ?? "Nothing playing"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEpisode(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let enqueue = UIContextualAction(style: .normal, title: "Queue") { [weak self] _, _, done in
            self?.presenter.didSwipeToQueueEpisode(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [enqueue])
    }
}
