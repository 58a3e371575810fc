//
//  Puzzles.swift
//  Gambit
//

import UIKit

// MARK: - Contracts

protocol PuzzlesViewInput: AnyObject {
    func display(titles: [String])
}

protocol PuzzlesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPuzzle(at index: Int)
}

protocol PuzzlesInteractorInput: AnyObject {
    func loadPuzzles() -> [Puzzle]
}

protocol PuzzlesRouterInput: AnyObject {
    func openBoard(puzzleId: String)
}

// MARK: - View

final class PuzzlesViewController: UITableViewController, PuzzlesViewInput {

    var presenter: PuzzlesViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Daily puzzles"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PuzzleCell")
        presenter.viewDidLoad()
    }

    func display(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PuzzleCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPuzzle(at: indexPath.row)
    }
}

// MARK: - Presenter

final class PuzzlesPresenter: PuzzlesViewOutput {

    weak var view: PuzzlesViewInput?
    private let interactor: PuzzlesInteractorInput
    private let router: PuzzlesRouterInput
    private var puzzles: [Puzzle] = []

    init(interactor: PuzzlesInteractorInput, router: PuzzlesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        puzzles = interactor.loadPuzzles()
        view?.display(titles: puzzles.map(\.title))
    }

    func didSelectPuzzle(at index: Int) {
        guard puzzles.indices.contains(index) else { return }
        router.openBoard(puzzleId: puzzles[index].id)
    }
}

// MARK: - Interactor

final class PuzzlesInteractor: PuzzlesInteractorInput {

    private let store: PuzzleStoring

    init(store: PuzzleStoring) {
        self.store = store
    }

    func loadPuzzles() -> [Puzzle] {
        store.dailyPuzzles()
    }
}

// MARK: - Router

final class PuzzlesRouter: PuzzlesRouterInput {

    weak var viewController: UIViewController?
    private let store: PuzzleStoring

    init(store: PuzzleStoring) {
        self.store = store
    }

    func openBoard(puzzleId: String) {
        let board = PuzzleBoardBuilder.build(puzzleId: puzzleId, store: store)
        viewController?.navigationController?.pushViewController(board, animated: true)
    }
}

// MARK: - Builder

enum PuzzlesBuilder {

    static func build(store: PuzzleStoring) -> UIViewController {
        let view = PuzzlesViewController()
        let router = PuzzlesRouter(store: store)
        let presenter = PuzzlesPresenter(interactor: PuzzlesInteractor(store: store), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
