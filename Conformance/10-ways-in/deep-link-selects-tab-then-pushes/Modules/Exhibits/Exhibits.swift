//
//  Exhibits.swift
//  Gallery
//

import UIKit

// MARK: - Contracts

protocol ExhibitsViewInput: AnyObject {
    func display(exhibits: [String])
}

protocol ExhibitsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol ExhibitsInteractorInput: AnyObject {
    func loadExhibits()
}

protocol ExhibitsInteractorOutput: AnyObject {
    func didLoad(exhibits: [String])
}

protocol ExhibitsRouterInput: AnyObject {
    func openExhibit(id: String)
}

// MARK: - View

final class ExhibitsViewController: UITableViewController, ExhibitsViewInput {
    var output: ExhibitsViewOutput!
    private var exhibits: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Exhibits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(exhibits: [String]) {
        self.exhibits = exhibits
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        exhibits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = exhibits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ExhibitsPresenter: ExhibitsViewOutput, ExhibitsInteractorOutput {
    private weak var view: ExhibitsViewInput?
    private let interactor: ExhibitsInteractorInput
    private let router: ExhibitsRouterInput
    private var exhibits: [String] = []

    init(view: ExhibitsViewInput, interactor: ExhibitsInteractorInput, router: ExhibitsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadExhibits()
    }

    func didSelectItem(at index: Int) {
        router.openExhibit(id: exhibits[index])
    }

    func didLoad(exhibits: [String]) {
        self.exhibits = exhibits
        view?.display(exhibits: exhibits)
    }
}

// MARK: - Interactor

final class ExhibitsInteractor: ExhibitsInteractorInput {
    weak var output: ExhibitsInteractorOutput?

    func loadExhibits() {
        output?.didLoad(exhibits: ["Impressionist Rooms", "Egyptian Antiquities", "Modern Sculpture"])
    }
}

// MARK: - Router

final class ExhibitsRouter: ExhibitsRouterInput {
    weak var viewController: UIViewController?

    func openExhibit(id: String) {
        viewController?.navigationController?.pushViewController(ExhibitDetailBuilder.build(exhibitId: id), animated: true)
    }
}

// MARK: - Builder

enum ExhibitsBuilder {
    static func build() -> UIViewController {
        let view = ExhibitsViewController()
        let interactor = ExhibitsInteractor()
        let router = ExhibitsRouter()
        let presenter = ExhibitsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
