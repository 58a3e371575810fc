//
//  Restaurants.swift
//  Dinnerbell
//

import UIKit

// MARK: - Contracts

protocol RestaurantsViewInput: AnyObject {
    func display(restaurants: [String])
}

protocol RestaurantsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol RestaurantsInteractorInput: AnyObject {
    func loadRestaurants()
}

protocol RestaurantsInteractorOutput: AnyObject {
    func didLoad(restaurants: [String])
}

protocol RestaurantsRouterInput: AnyObject {
    func openMenu(restaurant: String)
}

// MARK: - View

final class RestaurantsViewController: UITableViewController, RestaurantsViewInput {
    var output: RestaurantsViewOutput!
    private var restaurants: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Restaurants"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(restaurants: [String]) {
        self.restaurants = restaurants
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        restaurants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = restaurants[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class RestaurantsPresenter: RestaurantsViewOutput, RestaurantsInteractorOutput {
    private weak var view: RestaurantsViewInput?
    private let interactor: RestaurantsInteractorInput
    private let router: RestaurantsRouterInput
    private var restaurants: [String] = []

    init(view: RestaurantsViewInput, interactor: RestaurantsInteractorInput, router: RestaurantsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadRestaurants()
    }

    func didSelectItem(at index: Int) {
        router.openMenu(restaurant: restaurants[index])
    }

    func didLoad(restaurants: [String]) {
        self.restaurants = restaurants
        view?.display(restaurants: restaurants)
    }
}

// MARK: - Interactor

final class RestaurantsInteractor: RestaurantsInteractorInput {
    weak var output: RestaurantsInteractorOutput?

    func loadRestaurants() {
        output?.didLoad(restaurants: ["Nonna's Kitchen", "Sakura Ramen", "Taqueria Sol"])
    }
}

// MARK: - Router

final class RestaurantsRouter: RestaurantsRouterInput {
    weak var viewController: UIViewController?

    func openMenu(restaurant: String) {
        viewController?.navigationController?.pushViewController(MenuBuilder.build(restaurant: restaurant), animated: true)
    }
}

// MARK: - Builder

enum RestaurantsBuilder {
    static func build() -> UIViewController {
        let view = RestaurantsViewController()
        let interactor = RestaurantsInteractor()
        let router = RestaurantsRouter()
        let presenter = RestaurantsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
