import UIKit

struct Showtime {
    let film: String
    let hall: Int
    let start: Date
}

// MARK: - View

protocol ShowtimesViewInput: AnyObject {
    func show(_ showtimes: [Showtime])
}

final class ShowtimesViewController: UITableViewController, ShowtimesViewInput {
    var presenter: ShowtimesPresenter!
    private var showtimes: [Showtime] = []
    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight"
        presenter.viewDidLoad()
    }

    func show(_ showtimes: [Showtime]) {
        self.showtimes = showtimes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        showtimes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = showtimes[indexPath.row].film
        cell.detailTextLabel?.text = timeFormatter.string(from: showtimes[indexPath.row].start)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(showtimes[indexPath.row])
    }
}

// MARK: - Presenter

final class ShowtimesPresenter {
    weak var view: ShowtimesViewInput?
    var interactor: ShowtimesInteractor!
    var router: ShowtimesRouter!

    func viewDidLoad() {
        view?.show(interactor.tonight())
    }

    func didSelect(_ showtime: Showtime) {
        router.openSeatMap(for: showtime)
    }
}

// MARK: - Interactor

final class ShowtimesInteractor {
    func tonight() -> [Showtime] {
        let now = Date()
        return [
            Showtime(film: "The Lighthouse Keeper", hall: 2, start: now.addingTimeInterval(3_600)),
            Showtime(film: "Paper Moons", hall: 5, start: now.addingTimeInterval(7_200))
        ]
    }
}

// MARK: - Router

final class ShowtimesRouter {
    weak var viewController: UIViewController?

    func openSeatMap(for showtime: Showtime) {
        let seatMap = SeatMapBuilder.build(showtime: showtime)
        viewController?.navigationController?.pushViewController(seatMap, animated: true)
    }
}

// MARK: - Builder

enum ShowtimesBuilder {
    static func build() -> UIViewController {
        let view = ShowtimesViewController()
        let presenter = ShowtimesPresenter()
        let router = ShowtimesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ShowtimesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
