import UIKit

// MARK: - View

protocol FamilyViewInput: AnyObject {
    func show(title: String, seeds: [Seed])
}

final class FamilyViewController: UITableViewController, FamilyViewInput {

    var presenter: FamilyPresenter!
    private var seeds: [Seed] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(title: String, seeds: [Seed]) {
        self.title = title
        self.seeds = seeds
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        seeds.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = seeds[indexPath.row].name
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(seeds[indexPath.row])
    }
}

// MARK: - Presenter

final class FamilyPresenter {

    weak var view: FamilyViewInput?
    var router: FamilyRouter!
    private let family: String

    init(family: String) {
        self.family = family
    }

    func viewDidLoad() {
        view?.show(title: family, seeds: SeedStore.shared.seeds.filter { $0.family == family })
    }

    func didSelect(_ seed: Seed) {
        router.openSeed(seed)
    }
}

// MARK: - Router

final class FamilyRouter {

    weak var viewController: UIViewController?

    func openSeed(_ seed: Seed) {
        let detail = SeedDetailBuilder.build(seed: seed)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum FamilyBuilder {

    static func build(family: String) -> UIViewController {
        let view = FamilyViewController(style: .plain)
        let presenter = FamilyPresenter(family: family)
        let router = FamilyRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
