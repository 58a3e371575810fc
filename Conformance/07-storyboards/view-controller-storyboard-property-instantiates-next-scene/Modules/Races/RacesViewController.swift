//
//  RacesViewController.swift
//  Regatta
//

import UIKit

protocol RacesDisplayLogic: AnyObject {
    func displayRaces(viewModel: Races.FetchRaces.ViewModel)
}

final class RacesViewController: UITableViewController, RacesDisplayLogic {
    var interactor: RacesBusinessLogic?
    var router: (NSObjectProtocol & RacesRoutingLogic & RacesDataPassing)?
    private var rows: [Races.FetchRaces.ViewModel.Row] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let viewController = self
        let interactor = RacesInteractor()
        let presenter = RacesPresenter()
        let router = RacesRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.fetchRaces(request: Races.FetchRaces.Request())
    }

    func displayRaces(viewModel: Races.FetchRaces.ViewModel) {
        rows = viewModel.rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RaceCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].name
        cell.detailTextLabel?.text = rows[indexPath.row].start
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        interactor?.selectRace(request: Races.SelectRace.Request(index: indexPath.row))
        router?.routeToRaceResults(segue: nil)
    }
}
