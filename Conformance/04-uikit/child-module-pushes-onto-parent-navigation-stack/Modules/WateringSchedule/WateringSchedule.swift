import UIKit

// MARK: - View

protocol WateringScheduleViewInput: AnyObject {
    func show(_ rows: [(title: String, subtitle: String)])
}

final class WateringScheduleViewController: UITableViewController, WateringScheduleViewInput {

    var presenter: WateringSchedulePresenter!
    private var rows: [(title: String, subtitle: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .clear
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ rows: [(title: String, subtitle: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Watering today"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].subtitle
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}

// MARK: - Presenter

final class WateringSchedulePresenter {

    weak var view: WateringScheduleViewInput?
    var interactor: WateringScheduleInteractor!
    var router: WateringScheduleRouter!
    private var plants: [Plant] = []

    func viewDidLoad() {
        reload()
    }

    func viewWillAppear() {
        reload()
    }

    func didSelectRow(at index: Int) {
        router.openCare(for: plants[index])
    }

    private func reload() {
        plants = interactor.plantsByThirst()
        view?.show(plants.map { ($0.name, $0.isThirsty ? "\($0.bed) · water now" : $0.bed) })
    }
}

// MARK: - Interactor

final class WateringScheduleInteractor {

    private let store: PlantStore

    init(store: PlantStore = .shared) {
        self.store = store
    }

    func plantsByThirst() -> [Plant] {
        store.plants.sorted { $0.isThirsty && !$1.isThirsty }
    }
}

// MARK: - Router

final class WateringScheduleRouter {

    weak var viewController: UIViewController?

    func openCare(for plant: Plant) {
        let care = PlantCareBuilder.build(plant: plant)
        // The schedule lives inside the garden screen, so this is the garden's navigation controller.
        viewController?.navigationController?.pushViewController(care, animated: true)
    }
}

// MARK: - Builder

enum WateringScheduleBuilder {

    static func build() -> UIViewController {
        let view = WateringScheduleViewController(style: .insetGrouped)
        let presenter = WateringSchedulePresenter()
        let router = WateringScheduleRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = WateringScheduleInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
