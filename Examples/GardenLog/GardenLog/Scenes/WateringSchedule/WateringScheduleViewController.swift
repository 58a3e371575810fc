import UIKit

protocol WateringScheduleDisplayLogic: AnyObject {
    func displaySchedule(viewModel: WateringSchedule.Load.ViewModel)
    func displayWateringLogged()
    func displayError(message: String)
}

/// Lists a plant's next six watering dates and lets the user log that the plant was just watered.
/// Its configure() method wires up the scene's interactor, presenter and router.
final class WateringScheduleViewController: UITableViewController {
    var interactor: (WateringScheduleBusinessLogic & WateringScheduleDataStore)?
    var router: (NSObjectProtocol & WateringScheduleRoutingLogic & WateringScheduleDataPassing)?

    private var rows: [String] = []

    static func configure() -> WateringScheduleViewController {
        let viewController = WateringScheduleViewController(style: .plain)
        viewController.setup()
        return viewController
    }

    private func setup() {
        let viewController = self
        let interactor = WateringScheduleInteractor()
        let presenter = WateringSchedulePresenter()
        let router = WateringScheduleRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Schedule"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EventCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Watered", style: .done, target: self, action: #selector(loggedTapped))
        interactor?.loadSchedule(request: WateringSchedule.Load.Request(upcomingCount: 6))
    }

    @objc private func loggedTapped() {
        interactor?.logWatering(request: WateringSchedule.LogWatering.Request(date: Date()))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EventCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.selectionStyle = .none
        return cell
    }
}

extension WateringScheduleViewController: WateringScheduleDisplayLogic {
    func displaySchedule(viewModel: WateringSchedule.Load.ViewModel) {
        navigationItem.prompt = viewModel.header
        rows = viewModel.rows
        tableView.reloadData()
    }

    func displayWateringLogged() {
        router?.routeToPlantDetail()
    }

    func displayError(message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
