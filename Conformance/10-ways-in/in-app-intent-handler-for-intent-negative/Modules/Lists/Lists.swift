//
//  Lists.swift
//  Chores
//

import UIKit

// MARK: - Contracts

protocol ListsViewInput: AnyObject {
    func display(_ lists: [(name: String, open: Int)])
}

protocol ListsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectList(at index: Int)
}

protocol ListsRouterInput: AnyObject {
    func openList(named name: String)
}

// MARK: - View

final class ListsViewController: UITableViewController, ListsViewInput {

    var output: ListsViewOutput!
    private var lists: [(name: String, open: Int)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ListCell")
        output.viewDidLoad()
    }

    func display(_ lists: [(name: String, open: Int)]) {
        self.lists = lists
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lists.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ListCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lists[indexPath.row].name
        content.secondaryText = "\(lists[indexPath.row].open) to do"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectList(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ListsPresenter: ListsViewOutput {

    weak var view: ListsViewInput?
    private let interactor: ListsInteractor
    private let router: ListsRouterInput
    private var names: [String] = []

    init(interactor: ListsInteractor, router: ListsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        // Tasks added through Siri land in the store while the app is in the background.
        interactor.onChange = { [weak self] in self?.reload() }
        reload()
    }

    func didSelectList(at index: Int) {
        router.openList(named: names[index])
    }

    private func reload() {
        let summary = interactor.summary()
        names = summary.map { $0.name }
        view?.display(summary)
    }
}

// MARK: - Interactor

final class ListsInteractor {

    var onChange: (() -> Void)?
    private let store: TaskStore
    private var observer: NSObjectProtocol?

    init(store: TaskStore) {
        self.store = store
        observer = NotificationCenter.default.addObserver(forName: .taskStoreDidChange, object: store, queue: .main) { [weak self] _ in
            self?.onChange?()
        }
    }

    func summary() -> [(name: String, open: Int)] {
        store.listNames.map { name in (name, store.tasks(inList: name).filter { !$0.isDone }.count) }
    }
}

// MARK: - Router

final class ListsRouter: ListsRouterInput {

    weak var viewController: UIViewController?

    func openList(named name: String) {
        viewController?.navigationController?.pushViewController(ListDetailBuilder.build(listName: name), animated: true)
    }
}

// MARK: - Builder

enum ListsBuilder {

    static func build() -> UIViewController {
        let view = ListsViewController()
        let router = ListsRouter()
        let presenter = ListsPresenter(interactor: ListsInteractor(store: .shared), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
