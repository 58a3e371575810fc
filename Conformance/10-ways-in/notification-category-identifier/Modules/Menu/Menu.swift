//
//  Menu.swift
//  Dinnerbell
//

import UIKit

// MARK: - Contracts

protocol MenuViewInput: AnyObject {
    func display(dishes: [String])
}

protocol MenuViewOutput: AnyObject {
    func viewDidLoad()
}

protocol MenuInteractorInput: AnyObject {
    func loadDishes()
}

protocol MenuInteractorOutput: AnyObject {
    func didLoad(dishes: [String])
}

// MARK: - View

final class MenuViewController: UITableViewController, MenuViewInput {
    var output: MenuViewOutput!
    private var dishes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(dishes: [String]) {
        self.dishes = dishes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dishes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = dishes[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class MenuPresenter: MenuViewOutput, MenuInteractorOutput {
    private weak var view: MenuViewInput?
    private let interactor: MenuInteractorInput
    private let restaurant: String
    private var dishes: [String] = []

    init(view: MenuViewInput, interactor: MenuInteractorInput, restaurant: String) {
        self.view = view
        self.interactor = interactor
        self.restaurant = restaurant
    }

    func viewDidLoad() {
        interactor.loadDishes()
    }

    func didLoad(dishes: [String]) {
        self.dishes = dishes
        view?.display(dishes: dishes)
    }
}

// MARK: - Interactor

final class MenuInteractor: MenuInteractorInput {
    weak var output: MenuInteractorOutput?

    func loadDishes() {
        output?.didLoad(dishes: ["Margherita", "Tiramisu"])
    }
}

// MARK: - Builder

enum MenuBuilder {
    static func build(restaurant: String) -> UIViewController {
        let view = MenuViewController()
        let interactor = MenuInteractor()
        let presenter = MenuPresenter(view: view, interactor: interactor, restaurant: restaurant)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
