import UIKit

final class ServiceHistoryViewController: UITableViewController {

    var presenter: ServiceHistoryPresenter!
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        let entry = presenter.entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.work
        content.secondaryText = "\(dateFormatter.string(from: entry.date)) · €\(entry.costEuros)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let again = UIContextualAction(style: .normal, title: "Book again") { [weak self] _, _, done in
            self?.presenter.didTapBookAgain(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [again])
    }
}

final class ServiceHistoryPresenter {

    let entries: [ServiceEntry]
    private let vehicle: Vehicle
    private let router: ServiceHistoryRouter

    init(vehicle: Vehicle, entries: [ServiceEntry], router: ServiceHistoryRouter) {
        self.vehicle = vehicle
        self.entries = entries
        self.router = router
    }

    var title: String { vehicle.plate }

    func didTapBookAgain(at index: Int) {
        router.openBooking(for: vehicle, repeating: entries[index])
    }
}

final class ServiceHistoryRouter {

    weak var viewController: UIViewController?
    private let makeBooking: BookServiceBuilder

    init(makeBooking: BookServiceBuilder) {
        self.makeBooking = makeBooking
    }

    func openBooking(for vehicle: Vehicle, repeating entry: ServiceEntry) {
        let booking = makeBooking(vehicle: vehicle, reason: .repeatOf(entry))
        viewController?.present(UINavigationController(rootViewController: booking), animated: true)
    }
}

struct ServiceHistoryBuilder {

    let garage: GarageStore

    func callAsFunction(vehicle: Vehicle) -> UIViewController {
        let view = ServiceHistoryViewController(style: .plain)
        let router = ServiceHistoryRouter(makeBooking: BookServiceBuilder(garage: garage))
        view.presenter = ServiceHistoryPresenter(vehicle: vehicle, entries: garage.history(of: vehicle), router: router)
        router.viewController = view
        return view
    }
}
