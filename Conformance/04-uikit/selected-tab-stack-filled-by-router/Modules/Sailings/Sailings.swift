import UIKit

struct Sailing {
    let departs: String
    let vessel: String
    let carDeckFull: Bool
}

// MARK: - View

protocol SailingsViewInput: AnyObject {
    func show(route: String, sailings: [Sailing])
}

final class SailingsViewController: UITableViewController, SailingsViewInput {
    var presenter: SailingsPresenter!
    private var sailings: [Sailing] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(route: String, sailings: [Sailing]) {
        title = route
        self.sailings = sailings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sailings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let sailing = sailings[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = sailing.departs
        cell.detailTextLabel?.text = sailing.carDeckFull ? "\(sailing.vessel) · foot passengers only" : sailing.vessel
        return cell
    }
}

// MARK: - Presenter

final class SailingsPresenter {
    weak var view: SailingsViewInput?
    var interactor: SailingsInteractor!

    func viewDidLoad() {
        view?.show(route: interactor.route, sailings: interactor.todaysSailings())
    }
}

// MARK: - Interactor

final class SailingsInteractor {
    let route: String

    init(route: String) {
        self.route = route
    }

    func todaysSailings() -> [Sailing] {
        [
            Sailing(departs: "07:15", vessel: "MV Guillemot", carDeckFull: false),
            Sailing(departs: "10:40", vessel: "MV Guillemot", carDeckFull: true),
            Sailing(departs: "16:05", vessel: "MV Skerry Lass", carDeckFull: false)
        ]
    }
}

// MARK: - Builder

enum SailingsBuilder {
    static func build(route: String) -> UIViewController {
        let view = SailingsViewController(style: .insetGrouped)
        let presenter = SailingsPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = SailingsInteractor(route: route)
        return view
    }
}
