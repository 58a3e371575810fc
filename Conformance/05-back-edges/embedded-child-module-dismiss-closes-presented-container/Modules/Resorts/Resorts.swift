import UIKit

// MARK: - View

final class ResortsViewController: UITableViewController {

    var presenter: ResortsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Resorts"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.resorts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let resort = presenter.resorts[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = resort.name
        cell.detailTextLabel?.text = "\(resort.region) · \(resort.liftsOpen) lifts open"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectResort(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ResortsPresenter {

    var router: ResortsRouter!
    let resorts = [
        Resort(name: "Val Blanche", region: "Savoie", liftsOpen: 38),
        Resort(name: "Hochalm", region: "Tyrol", liftsOpen: 21),
        Resort(name: "Piz Nair", region: "Graubünden", liftsOpen: 17)
    ]

    func didSelectResort(at index: Int) {
        router.showLiftPass(for: resorts[index])
    }
}

// MARK: - Router

final class ResortsRouter {

    weak var viewController: UIViewController?

    func showLiftPass(for resort: Resort) {
        let pass = LiftPassModuleFactory.make(resort: resort)
        pass.modalPresentationStyle = .formSheet
        viewController?.present(pass, animated: true)
    }
}

// MARK: - Factory

enum ResortsModuleFactory {

    static func make() -> UIViewController {
        let view = ResortsViewController(style: .insetGrouped)
        let presenter = ResortsPresenter()
        let router = ResortsRouter()
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
