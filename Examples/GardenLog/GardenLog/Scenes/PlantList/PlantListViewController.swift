import UIKit

protocol PlantListDisplayLogic: AnyObject {
    func displayPlants(viewModel: PlantList.Load.ViewModel)
    func displayEmptyState(message: String)
}

/// Lists the plants in the garden, thirsty ones first, with buttons to add a plant and open settings.
/// Its configure() method wires up the scene's interactor, presenter and router.
final class PlantListViewController: UITableViewController {
    var interactor: (PlantListBusinessLogic & PlantListDataStore)?
    var router: (NSObjectProtocol & PlantListRoutingLogic & PlantListDataPassing)?

    private var displayedPlants: [PlantList.Load.ViewModel.DisplayedPlant] = []

    static func configure() -> PlantListViewController {
        let viewController = PlantListViewController(style: .insetGrouped)
        viewController.setup()
        return viewController
    }

    private func setup() {
        let viewController = self
        let interactor = PlantListInteractor()
        let presenter = PlantListPresenter()
        let router = PlantListRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let settingsIcon = UIImage(systemName: "gearshape")
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: settingsIcon, style: .plain, target: self, action: #selector(settingsTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        tableView.register(PlantCell.self, forCellReuseIdentifier: PlantCell.reuseIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshPlants()
    }

    func refreshPlants() {
        title = interactor?.gardenName
        interactor?.loadPlants(request: PlantList.Load.Request())
    }

    @objc private func addTapped() { router?.routeToAddPlant() }

    @objc private func settingsTapped() { router?.routeToSettings() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedPlants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PlantCell.reuseIdentifier, for: indexPath)
        (cell as? PlantCell)?.configure(with: displayedPlants[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        interactor?.selectPlant(request: PlantList.SelectPlant.Request(index: indexPath.row))
        router?.routeToPlantDetail()
    }
}

extension PlantListViewController: PlantListDisplayLogic {
    func displayPlants(viewModel: PlantList.Load.ViewModel) {
        displayedPlants = viewModel.displayedPlants
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func displayEmptyState(message: String) {
        displayedPlants = []
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        tableView.backgroundView = label
        tableView.reloadData()
    }
}
