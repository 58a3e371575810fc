//
//  Inbox.swift
//  Murmur
//

import UIKit

// MARK: - Contracts

protocol InboxViewInput: AnyObject {
    func display(threads: [String])
}

protocol InboxViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol InboxInteractorInput: AnyObject {
    func loadThreads()
}

protocol InboxInteractorOutput: AnyObject {
    func didLoad(threads: [String])
}

protocol InboxRouterInput: AnyObject {
    func openConversation(with contact: String)
}

// MARK: - View

final class InboxViewController: UITableViewController, InboxViewInput {
    var output: InboxViewOutput!
    private var threads: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(threads: [String]) {
        self.threads = threads
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        threads.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = threads[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class InboxPresenter: InboxViewOutput, InboxInteractorOutput {
    private weak var view: InboxViewInput?
    private let interactor: InboxInteractorInput
    private let router: InboxRouterInput
    private var threads: [String] = []

    init(view: InboxViewInput, interactor: InboxInteractorInput, router: InboxRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadThreads()
    }

    func didSelectItem(at index: Int) {
        router.openConversation(with: threads[index])
    }

    func didLoad(threads: [String]) {
        self.threads = threads
        view?.display(threads: threads)
    }
}

// MARK: - Interactor

final class InboxInteractor: InboxInteractorInput {
    weak var output: InboxInteractorOutput?

    func loadThreads() {
        output?.didLoad(threads: ["Ada", "Grace", "Linus"])
    }
}

// MARK: - Router

final class InboxRouter: InboxRouterInput {
    weak var viewController: UIViewController?

    func openConversation(with contact: String) {
        viewController?.navigationController?.pushViewController(ConversationBuilder.build(contact: contact), animated: true)
    }
}

// MARK: - Builder

enum InboxBuilder {
    static func build() -> UIViewController {
        let view = InboxViewController()
        let interactor = InboxInteractor()
        let router = InboxRouter()
        let presenter = InboxPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
