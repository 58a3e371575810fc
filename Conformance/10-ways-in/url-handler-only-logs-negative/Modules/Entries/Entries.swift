//
//  Entries.swift
//  Inkwell
//

import UIKit

// MARK: - Contracts

protocol EntriesViewInput: AnyObject {
    func display(entries: [String])
}

protocol EntriesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol EntriesInteractorInput: AnyObject {
    func loadEntries()
}

protocol EntriesInteractorOutput: AnyObject {
    func didLoad(entries: [String])
}

protocol EntriesRouterInput: AnyObject {
    func openEditor(entry: String)
}

// MARK: - View

final class EntriesViewController: UITableViewController, EntriesViewInput {
    var output: EntriesViewOutput!
    private var entries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(entries: [String]) {
        self.entries = entries
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = entries[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class EntriesPresenter: EntriesViewOutput, EntriesInteractorOutput {
    private weak var view: EntriesViewInput?
    private let interactor: EntriesInteractorInput
    private let router: EntriesRouterInput
    private var entries: [String] = []

    init(view: EntriesViewInput, interactor: EntriesInteractorInput, router: EntriesRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadEntries()
    }

    func didSelectItem(at index: Int) {
        router.openEditor(entry: entries[index])
    }

    func didLoad(entries: [String]) {
        self.entries = entries
        view?.display(entries: entries)
    }
}

// MARK: - Interactor

final class EntriesInteractor: EntriesInteractorInput {
    weak var output: EntriesInteractorOutput?

    func loadEntries() {
        output?.didLoad(entries: ["Monday - rain again", "Sunday - market day"])
    }
}

// MARK: - Router

final class EntriesRouter: EntriesRouterInput {
    weak var viewController: UIViewController?

    func openEditor(entry: String) {
        viewController?.navigationController?.pushViewController(EntryEditorBuilder.build(entry: entry), animated: true)
    }
}

// MARK: - Builder

enum EntriesBuilder {
    static func build() -> UIViewController {
        let view = EntriesViewController()
        let interactor = EntriesInteractor()
        let router = EntriesRouter()
        let presenter = EntriesPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
