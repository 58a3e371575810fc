//
//  Search.swift
//  Encore
//

import UIKit

// MARK: - Contracts

protocol SearchViewInput: AnyObject {
    func display(results: [String])
}

protocol SearchViewOutput: AnyObject {
    func viewDidLoad()
}

protocol SearchInteractorInput: AnyObject {
    func loadResults()
}

protocol SearchInteractorOutput: AnyObject {
    func didLoad(results: [String])
}

// MARK: - View

final class SearchViewController: UITableViewController, SearchViewInput {
    var output: SearchViewOutput!
    private var results: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(results: [String]) {
        self.results = results
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class SearchPresenter: SearchViewOutput, SearchInteractorOutput {
    private weak var view: SearchViewInput?
    private let interactor: SearchInteractorInput
    private var results: [String] = []

    init(view: SearchViewInput, interactor: SearchInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadResults()
    }

    func didLoad(results: [String]) {
        self.results = results
        view?.display(results: results)
    }
}

// MARK: - Interactor

final class SearchInteractor: SearchInteractorInput {
    weak var output: SearchInteractorOutput?

    func loadResults() {
        output?.didLoad(results: ["Artists", "Albums", "Playlists"])
    }
}

// MARK: - Builder

enum SearchBuilder {
    static func build() -> UIViewController {
        let view = SearchViewController()
        let interactor = SearchInteractor()
        let presenter = SearchPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
