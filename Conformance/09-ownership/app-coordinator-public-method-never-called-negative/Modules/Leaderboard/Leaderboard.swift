import UIKit

// MARK: - View

final class LeaderboardViewController: UITableViewController {

    var presenter: LeaderboardPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week's league"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = presenter.rows[indexPath.row].name
        cell.detailTextLabel?.text = "\(presenter.rows[indexPath.row].points) XP"
        return cell
    }
}

// MARK: - Presenter

final class LeaderboardPresenter {

    private let interactor: LeaderboardInteractor

    init(interactor: LeaderboardInteractor) {
        self.interactor = interactor
    }

    var rows: [(name: String, points: Int)] {
        interactor.standings().sorted { $0.points > $1.points }
    }
}

// MARK: - Interactor

final class LeaderboardInteractor {

    func standings() -> [(name: String, points: Int)] {
        [("Inês", 1_240), ("Tomás", 980), ("You", 1_105)]
    }
}

// MARK: - Assembly

enum LeaderboardAssembly {

    static func assemble() -> UIViewController {
        let view = LeaderboardViewController(style: .insetGrouped)
        view.presenter = LeaderboardPresenter(interactor: LeaderboardInteractor())
        return view
    }
}
