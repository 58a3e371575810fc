//
//  CardSearch.swift
//  Lexi
//

import UIKit

// MARK: - Contracts

protocol CardSearchViewInput: AnyObject {
    func display(query: String, results: [String])
}

protocol CardSearchViewOutput: AnyObject {
    func viewDidLoad()
    func didChangeQuery(_ query: String)
}

protocol CardSearchInteractorInput: AnyObject {
    func search(_ query: String) -> [String]
}

// MARK: - View

final class CardSearchViewController: UITableViewController, CardSearchViewInput, UISearchResultsUpdating {

    var output: CardSearchViewOutput!
    private var results: [String] = []
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search cards"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        output.viewDidLoad()
    }

    func display(query: String, results: [String]) {
        if searchController.searchBar.text != query {
            searchController.searchBar.text = query
        }
        self.results = results
        tableView.reloadData()
    }

    func updateSearchResults(for searchController: UISearchController) {
        output.didChangeQuery(searchController.searchBar.text ?? "")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class CardSearchPresenter: CardSearchViewOutput {

    weak var view: CardSearchViewInput?
    private let interactor: CardSearchInteractorInput
    private let initialQuery: String

    init(query: String, interactor: CardSearchInteractorInput) {
        self.initialQuery = query
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.display(query: initialQuery, results: interactor.search(initialQuery))
    }

    func didChangeQuery(_ query: String) {
        view?.display(query: query, results: interactor.search(query))
    }
}

// MARK: - Interactor

final class CardSearchInteractor: CardSearchInteractorInput {

    private let allCards = ["hablar · to speak", "comer · to eat", "あ · a", "leipä · bread", "juusto · cheese"]

    func search(_ query: String) -> [String] {
        guard !query.isEmpty else { return allCards }
        return allCards.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

// MARK: - Builder

enum CardSearchBuilder {

    static func build(query: String) -> UIViewController {
        let view = CardSearchViewController()
        let presenter = CardSearchPresenter(query: query, interactor: CardSearchInteractor())
        view.output = presenter
        presenter.view = view
        return view
    }
}
