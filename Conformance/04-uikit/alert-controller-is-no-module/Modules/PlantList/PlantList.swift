import UIKit

struct Plant {
    let id: UUID
    let name: String
    let species: String
    var lastWatered: Date?
}

// MARK: - View

protocol PlantListViewInput: AnyObject {
    func show(_ plants: [Plant])
}

final class PlantListViewController: UITableViewController, PlantListViewInput {
    var presenter: PlantListPresenter!
    private var plants: [Plant] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Garden"
        presenter.viewDidLoad()
    }

    func show(_ plants: [Plant]) {
        self.plants = plants
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = plants[indexPath.row].name
        cell.detailTextLabel?.text = plants[indexPath.row].species
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(plants[indexPath.row])
    }
}

// MARK: - Presenter

final class PlantListPresenter {
    weak var view: PlantListViewInput?
    var interactor: PlantListInteractor!
    var router: PlantListRouter!

    func viewDidLoad() {
        view?.show(interactor.plants())
    }

    func didSelect(_ plant: Plant) {
        router.openDetail(for: plant)
    }
}

// MARK: - Interactor

final class PlantListInteractor {
    func plants() -> [Plant] {
        [
            Plant(id: UUID(), name: "Fiddle-leaf fig", species: "Ficus lyrata", lastWatered: nil),
            Plant(id: UUID(), name: "Basil", species: "Ocimum basilicum", lastWatered: Date())
        ]
    }
}

// MARK: - Router

final class PlantListRouter {
    weak var viewController: UIViewController?

    func openDetail(for plant: Plant) {
        let detail = PlantDetailBuilder.build(plant: plant)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum PlantListBuilder {
    static func build() -> UIViewController {
        let view = PlantListViewController()
        let presenter = PlantListPresenter()
        let router = PlantListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PlantListInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
