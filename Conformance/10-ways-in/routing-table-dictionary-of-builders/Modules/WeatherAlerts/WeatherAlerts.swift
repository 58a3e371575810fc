//
//  WeatherAlerts.swift
//  Nimbus
//

import UIKit

// MARK: - Contracts

protocol WeatherAlertsViewInput: AnyObject {
    func display(alerts: [String])
}

protocol WeatherAlertsViewOutput: AnyObject {
    func viewDidLoad()
}

protocol WeatherAlertsInteractorInput: AnyObject {
    func loadAlerts()
}

protocol WeatherAlertsInteractorOutput: AnyObject {
    func didLoad(alerts: [String])
}

// MARK: - View

final class WeatherAlertsViewController: UITableViewController, WeatherAlertsViewInput {
    var output: WeatherAlertsViewOutput!
    private var alerts: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alerts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(alerts: [String]) {
        self.alerts = alerts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        alerts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = alerts[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class WeatherAlertsPresenter: WeatherAlertsViewOutput, WeatherAlertsInteractorOutput {
    private weak var view: WeatherAlertsViewInput?
    private let interactor: WeatherAlertsInteractorInput
    private var alerts: [String] = []

    init(view: WeatherAlertsViewInput, interactor: WeatherAlertsInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadAlerts()
    }

    func didLoad(alerts: [String]) {
        self.alerts = alerts
        view?.display(alerts: alerts)
    }
}

// MARK: - Interactor

final class WeatherAlertsInteractor: WeatherAlertsInteractorInput {
    weak var output: WeatherAlertsInteractorOutput?

    func loadAlerts() {
        output?.didLoad(alerts: ["Wind warning until 18:00"])
    }
}

// MARK: - Builder

enum WeatherAlertsBuilder {
    static func build() -> UIViewController {
        let view = WeatherAlertsViewController()
        let interactor = WeatherAlertsInteractor()
        let presenter = WeatherAlertsPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
