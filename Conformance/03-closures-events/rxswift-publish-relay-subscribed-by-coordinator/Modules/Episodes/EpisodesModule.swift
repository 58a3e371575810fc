import UIKit

final class EpisodesViewController: UITableViewController {

    var presenter: EpisodesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.episodeTitles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.episodeTitles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class EpisodesPresenter {

    private let show: Show

    init(show: Show) {
        self.show = show
    }

    var title: String {
        show.title
    }

    var episodeTitles: [String] {
        (1...12).reversed().map { "Episode \($0)" }
    }
}

enum EpisodesBuilder {

    static func build(show: Show) -> UIViewController {
        let view = EpisodesViewController(style: .insetGrouped)
        view.presenter = EpisodesPresenter(show: show)
        return view
    }
}
