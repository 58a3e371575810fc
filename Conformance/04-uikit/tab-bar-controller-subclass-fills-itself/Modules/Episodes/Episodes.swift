import UIKit

struct Episode {
    let show: String
    let title: String
    let duration: TimeInterval
}

protocol EpisodesView: AnyObject {
    func display(_ episodes: [Episode])
}

final class EpisodesViewController: UITableViewController, EpisodesView {
    var presenter: EpisodesPresenter!
    private var episodes: [Episode] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(_ episodes: [Episode]) {
        self.episodes = episodes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = episodes[indexPath.row].title
        cell.detailTextLabel?.text = episodes[indexPath.row].show
        return cell
    }
}

final class EpisodesPresenter {
    weak var view: EpisodesView?
    var interactor: EpisodesInteractor!

    func viewDidLoad() {
        view?.display(interactor.latestEpisodes())
    }
}

final class EpisodesInteractor {
    func latestEpisodes() -> [Episode] {
        [
            Episode(show: "Deep Sea Stories", title: "The Anglerfish", duration: 2_460),
            Episode(show: "Startup Tales", title: "Pivot or Perish", duration: 3_120)
        ]
    }
}

enum EpisodesBuilder {
    static func build() -> UIViewController {
        let view = EpisodesViewController()
        let presenter = EpisodesPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = EpisodesInteractor()
        return view
    }
}
