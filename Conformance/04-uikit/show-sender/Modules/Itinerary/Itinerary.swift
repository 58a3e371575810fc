import UIKit

// MARK: - View

protocol ItineraryDisplayLogic: AnyObject {
    func display(days: [String])
}

final class ItineraryViewController: UITableViewController, ItineraryDisplayLogic {
    var presenter: ItineraryPresenter!
    private var days: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(days: [String]) {
        self.days = days
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Day \(indexPath.row + 1)"
        cell.detailTextLabel?.text = days[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ItineraryPresenter {
    weak var view: (ItineraryDisplayLogic & UIViewController)?
    var interactor: ItineraryInteractor!
    let destination: Destination

    init(destination: Destination) {
        self.destination = destination
    }

    func viewDidLoad() {
        view?.title = destination.city
        view?.display(days: interactor.plan(for: destination))
    }
}

// MARK: - Interactor

final class ItineraryInteractor {
    func plan(for destination: Destination) -> [String] {
        ["Old town walking tour", "Local market and cooking class", "Day trip around \(destination.country)"]
    }
}

// MARK: - Configurator

enum ItineraryConfigurator {
    static func makeModule(destination: Destination) -> UIViewController {
        let view = ItineraryViewController(style: .insetGrouped)
        let presenter = ItineraryPresenter(destination: destination)
        let interactor = ItineraryInteractor()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        return view
    }
}
