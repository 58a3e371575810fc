import UIKit

final class QueueViewController: UITableViewController {

    var presenter: QueuePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Up next"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Queued")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Queued", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.title(at: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        presenter.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

final class QueuePresenter {

    private let library: PodcastLibrary

    init(library: PodcastLibrary) {
        self.library = library
    }

    var count: Int {
        library.queue.count
    }

    func title(at index: Int) -> String {
        let episode = library.queue[index]
        return "#\(episode.number) \(episode.title) · \(episode.minutes) min"
    }

    func remove(at index: Int) {
        library.removeFromQueue(at: index)
    }
}

enum QueueBuilder {

    static func build(library: PodcastLibrary) -> UIViewController {
        let view = QueueViewController()
        view.presenter = QueuePresenter(library: library)
        return view
    }
}
