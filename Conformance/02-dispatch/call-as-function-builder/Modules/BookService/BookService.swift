import UIKit

final class BookServiceViewController: UITableViewController {

    var presenter: BookServicePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapCancel()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Slot")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.slots.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Slot", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.slots[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectSlot(at: indexPath.row)
    }
}

final class BookServicePresenter {

    let slots: [String]
    private let vehicle: Vehicle
    private let reason: BookingReason
    private let garage: GarageStore
    private let router: BookServiceRouter

    init(vehicle: Vehicle, reason: BookingReason, garage: GarageStore, router: BookServiceRouter) {
        self.vehicle = vehicle
        self.reason = reason
        self.garage = garage
        self.router = router
        self.slots = garage.freeSlots()
    }

    var title: String {
        switch reason {
        case .annualService: return "Annual service"
        case .repeatOf(let entry): return entry.work
        }
    }

    func didSelectSlot(at index: Int) {
        garage.book(vehicle, slot: slots[index], reason: reason)
        router.close()
    }

    func didTapCancel() {
        router.close()
    }
}

final class BookServiceRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

struct BookServiceBuilder {

    let garage: GarageStore

    func callAsFunction(vehicle: Vehicle, reason: BookingReason) -> UIViewController {
        let view = BookServiceViewController(style: .insetGrouped)
        let router = BookServiceRouter()
        view.presenter = BookServicePresenter(vehicle: vehicle, reason: reason, garage: garage, router: router)
        router.viewController = view
        return view
    }
}
