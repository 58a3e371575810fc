//
//  CakeList.swift
//  Crumb
//

import UIKit

// MARK: - Contracts

protocol CakeListViewInput: AnyObject {
    func display(cakes: [String])
}

protocol CakeListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol CakeListInteractorInput: AnyObject {
    func loadCakes()
}

protocol CakeListInteractorOutput: AnyObject {
    func didLoad(cakes: [String])
}

protocol CakeListRouterInput: AnyObject {
    func openCake(id: String)
}

// MARK: - View

final class CakeListViewController: UITableViewController, CakeListViewInput {
    var output: CakeListViewOutput!
    private var cakes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cakes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(cakes: [String]) {
        self.cakes = cakes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cakes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = cakes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class CakeListPresenter: CakeListViewOutput, CakeListInteractorOutput {
    private weak var view: CakeListViewInput?
    private let interactor: CakeListInteractorInput
    private let router: CakeListRouterInput
    private var cakes: [String] = []

    init(view: CakeListViewInput, interactor: CakeListInteractorInput, router: CakeListRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadCakes()
    }

    func didSelectItem(at index: Int) {
        router.openCake(id: cakes[index])
    }

    func didLoad(cakes: [String]) {
        self.cakes = cakes
        view?.display(cakes: cakes)
    }
}

// MARK: - Interactor

final class CakeListInteractor: CakeListInteractorInput {
    weak var output: CakeListInteractorOutput?

    func loadCakes() {
        output?.didLoad(cakes: ["Carrot cake", "Lemon drizzle", "Black forest"])
    }
}

// MARK: - Router

final class CakeListRouter: CakeListRouterInput {
    weak var viewController: UIViewController?

    func openCake(id: String) {
        viewController?.navigationController?.pushViewController(CakeDetailBuilder.build(cakeId: id), animated: true)
    }
}

// MARK: - Builder

enum CakeListBuilder {
    static func build() -> UIViewController {
        let view = CakeListViewController()
        let interactor = CakeListInteractor()
        let router = CakeListRouter()
        let presenter = CakeListPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
