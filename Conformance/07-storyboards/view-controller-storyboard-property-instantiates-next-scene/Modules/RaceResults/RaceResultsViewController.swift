//
//  RaceResultsViewController.swift
//  Regatta
//

import UIKit

protocol RaceResultsDisplayLogic: AnyObject {
    func displayResults(title: String, finishers: [String])
}

final class RaceResultsViewController: UITableViewController, RaceResultsDisplayLogic {
    var interactor: RaceResultsBusinessLogic?
    var router: (NSObjectProtocol & RaceResultsRoutingLogic & RaceResultsDataPassing)?
    private var finishers: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = RaceResultsInteractor()
        let presenter = RaceResultsPresenter()
        let router = RaceResultsRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.loadResults()
    }

    func displayResults(title: String, finishers: [String]) {
        self.title = title
        self.finishers = finishers
        tableView.reloadData()
    }

    @IBAction private func protestTapped(_ sender: UIBarButtonItem) {
        router?.routeToProtestForm(segue: nil)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        finishers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FinisherCell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row + 1). \(finishers[indexPath.row])"
        return cell
    }
}
