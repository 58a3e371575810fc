import UIKit

protocol AppliancesViewInput: AnyObject {
    func show(_ rows: [(title: String, subtitle: String)])
}

final class AppliancesViewController: UITableViewController, AppliancesViewInput {
    var presenter: AppliancesPresenter!
    private var rows: [(title: String, subtitle: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Appliances"
        presenter.viewDidLoad()
    }

    func show(_ rows: [(title: String, subtitle: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ApplianceCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "ApplianceCell")
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].subtitle
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(at: indexPath.row)
    }
}

final class AppliancesPresenter {
    weak var view: AppliancesViewInput?
    private let router: AppliancesRouter
    private let appliances = HouseholdInventory.appliances
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(router: AppliancesRouter) {
        self.router = router
    }

    func viewDidLoad() {
        view?.show(appliances.map { ($0.name, "Warranty until \(formatter.string(from: $0.warrantyEnds))") })
    }

    func didSelect(at index: Int) {
        router.openDetail(for: appliances[index])
    }
}

final class AppliancesRouter {
    weak var viewController: UIViewController?

    func openDetail(for appliance: Appliance) {
        let detail = ApplianceDetailBuilder.build(appliance: appliance)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum AppliancesBuilder {
    static func build() -> UIViewController {
        let view = AppliancesViewController(style: .insetGrouped)
        let router = AppliancesRouter()
        let presenter = AppliancesPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
