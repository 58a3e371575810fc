//
//  Zones.swift
//  Kerb
//

import UIKit

// MARK: - Contracts

protocol ZonesViewInput: AnyObject {
    func display(zones: [String])
}

protocol ZonesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol ZonesInteractorInput: AnyObject {
    func loadZones()
}

protocol ZonesInteractorOutput: AnyObject {
    func didLoad(zones: [String])
}

protocol ZonesRouterInput: AnyObject {
    func openZone(id: String)
}

// MARK: - View

final class ZonesViewController: UITableViewController, ZonesViewInput {
    var output: ZonesViewOutput!
    private var zones: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Parking Zones"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(zones: [String]) {
        self.zones = zones
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = zones[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ZonesPresenter: ZonesViewOutput, ZonesInteractorOutput {
    private weak var view: ZonesViewInput?
    private let interactor: ZonesInteractorInput
    private let router: ZonesRouterInput
    private var zones: [String] = []

    init(view: ZonesViewInput, interactor: ZonesInteractorInput, router: ZonesRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadZones()
    }

    func didSelectItem(at index: Int) {
        router.openZone(id: zones[index])
    }

    func didLoad(zones: [String]) {
        self.zones = zones
        view?.display(zones: zones)
    }
}

// MARK: - Interactor

final class ZonesInteractor: ZonesInteractorInput {
    weak var output: ZonesInteractorOutput?

    func loadZones() {
        output?.didLoad(zones: ["Zone 12 - Harbour", "Zone 4 - Old Town"])
    }
}

// MARK: - Router

final class ZonesRouter: ZonesRouterInput {
    weak var viewController: UIViewController?

    func openZone(id: String) {
        viewController?.navigationController?.pushViewController(ZoneDetailBuilder.build(zoneId: id), animated: true)
    }
}

// MARK: - Builder

enum ZonesBuilder {
    static func build() -> UIViewController {
        let view = ZonesViewController()
        let interactor = ZonesInteractor()
        let router = ZonesRouter()
        let presenter = ZonesPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
