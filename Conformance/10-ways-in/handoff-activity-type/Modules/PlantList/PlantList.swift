//
//  PlantList.swift
//  Sprout
//

import UIKit

// MARK: - Contracts

protocol PlantListViewInput: AnyObject {
    func display(plants: [String])
}

protocol PlantListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol PlantListInteractorInput: AnyObject {
    func loadPlants()
}

protocol PlantListInteractorOutput: AnyObject {
    func didLoad(plants: [String])
}

protocol PlantListRouterInput: AnyObject {
    func openPlant(id: String)
}

// MARK: - View

final class PlantListViewController: UITableViewController, PlantListViewInput {
    var output: PlantListViewOutput!
    private var plants: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(plants: [String]) {
        self.plants = plants
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = plants[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class PlantListPresenter: PlantListViewOutput, PlantListInteractorOutput {
    private weak var view: PlantListViewInput?
    private let interactor: PlantListInteractorInput
    private let router: PlantListRouterInput
    private var plants: [String] = []

    init(view: PlantListViewInput, interactor: PlantListInteractorInput, router: PlantListRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadPlants()
    }

    func didSelectItem(at index: Int) {
        router.openPlant(id: plants[index])
    }

    func didLoad(plants: [String]) {
        self.plants = plants
        view?.display(plants: plants)
    }
}

// MARK: - Interactor

final class PlantListInteractor: PlantListInteractorInput {
    weak var output: PlantListInteractorOutput?

    func loadPlants() {
        output?.didLoad(plants: ["Monstera", "Pothos", "Snake plant"])
    }
}

// MARK: - Router

final class PlantListRouter: PlantListRouterInput {
    weak var viewController: UIViewController?

    func openPlant(id: String) {
        viewController?.navigationController?.pushViewController(PlantDetailBuilder.build(plantId: id), animated: true)
    }
}

// MARK: - Builder

enum PlantListBuilder {
    static func build() -> UIViewController {
        let view = PlantListViewController()
        let interactor = PlantListInteractor()
        let router = PlantListRouter()
        let presenter = PlantListPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
