import UIKit

struct JournalEntry {
    let date: Date
    let mood: Int
    let note: String
}

final class JournalStore {
    static let shared = JournalStore()
    private(set) var entries: [JournalEntry] = []

    func save(_ entry: JournalEntry, completion: @escaping (Result<Void, Error>) -> Void) {
        entries.insert(entry, at: 0)
        DispatchQueue.main.async { completion(.success(())) }
    }
}

// MARK: - View

protocol JournalViewInput: AnyObject {
    func show(_ entries: [JournalEntry])
}

final class JournalViewController: UITableViewController, JournalViewInput {
    var presenter: JournalPresenter!
    private var entries: [JournalEntry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Training journal"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose,
            target: self,
            action: #selector(composeTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func composeTapped() {
        presenter.didTapCompose()
    }

    func show(_ entries: [JournalEntry]) {
        self.entries = entries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = entries[indexPath.row].note
        cell.detailTextLabel?.text = String(repeating: "💪", count: entries[indexPath.row].mood)
        return cell
    }
}

// MARK: - Presenter

final class JournalPresenter {
    weak var view: JournalViewInput?
    var router: JournalRouter!

    func viewWillAppear() {
        view?.show(JournalStore.shared.entries)
    }

    func didTapCompose() {
        router.openNewEntry()
    }
}

// MARK: - Router

final class JournalRouter {
    weak var viewController: UIViewController?

    func openNewEntry() {
        viewController?.navigationController?.pushViewController(NewEntryBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum JournalBuilder {
    static func build() -> UIViewController {
        let view = JournalViewController()
        let presenter = JournalPresenter()
        let router = JournalRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
