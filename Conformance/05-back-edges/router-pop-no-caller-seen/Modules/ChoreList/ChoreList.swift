import UIKit

struct Chore {
    let id: UUID
    let title: String
    var assignee: String
    var doneDates: [Date]
}

final class ChoreStore {
    static let shared = ChoreStore()
    private(set) var chores: [Chore] = [
        Chore(id: UUID(), title: "Water the balcony plants", assignee: "Jonas", doneDates: []),
        Chore(id: UUID(), title: "Take out recycling", assignee: "Mia", doneDates: []),
        Chore(id: UUID(), title: "Descale the kettle", assignee: "Jonas", doneDates: [])
    ]

    func markDone(_ id: UUID) {
        guard let index = chores.firstIndex(where: { $0.id == id }) else { return }
        chores[index].doneDates.append(Date())
    }

    func chore(_ id: UUID) -> Chore? {
        chores.first { $0.id == id }
    }
}

// MARK: - View

protocol ChoreListViewInput: AnyObject {
    func show(_ chores: [Chore])
}

final class ChoreListViewController: UITableViewController, ChoreListViewInput {
    var presenter: ChoreListPresenter!
    private var chores: [Chore] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chores"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ chores: [Chore]) {
        self.chores = chores
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chores.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = chores[indexPath.row].title
        cell.detailTextLabel?.text = chores[indexPath.row].assignee
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(chores[indexPath.row])
    }
}

// MARK: - Presenter

final class ChoreListPresenter {
    weak var view: ChoreListViewInput?
    var router: ChoreListRouter!

    func viewWillAppear() {
        view?.show(ChoreStore.shared.chores)
    }

    func didSelect(_ chore: Chore) {
        router.openChore(id: chore.id)
    }
}

// MARK: - Router

final class ChoreListRouter {
    weak var viewController: UIViewController?

    func openChore(id: UUID) {
        let detail = ChoreDetailBuilder.build(choreID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum ChoreListBuilder {
    static func build() -> UIViewController {
        let view = ChoreListViewController()
        let presenter = ChoreListPresenter()
        let router = ChoreListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
