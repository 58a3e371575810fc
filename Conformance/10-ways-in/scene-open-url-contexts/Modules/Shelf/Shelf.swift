//
//  Shelf.swift
//  Bookmark
//

import UIKit

// MARK: - Contracts

protocol ShelfViewInput: AnyObject {
    func display(books: [String])
}

protocol ShelfViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol ShelfInteractorInput: AnyObject {
    func loadBooks()
}

protocol ShelfInteractorOutput: AnyObject {
    func didLoad(books: [String])
}

protocol ShelfRouterInput: AnyObject {
    func openBook(id: String)
}

// MARK: - View

final class ShelfViewController: UITableViewController, ShelfViewInput {
    var output: ShelfViewOutput!
    private var books: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(books: [String]) {
        self.books = books
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ShelfPresenter: ShelfViewOutput, ShelfInteractorOutput {
    private weak var view: ShelfViewInput?
    private let interactor: ShelfInteractorInput
    private let router: ShelfRouterInput
    private var books: [String] = []

    init(view: ShelfViewInput, interactor: ShelfInteractorInput, router: ShelfRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadBooks()
    }

    func didSelectItem(at index: Int) {
        router.openBook(id: books[index])
    }

    func didLoad(books: [String]) {
        self.books = books
        view?.display(books: books)
    }
}

// MARK: - Interactor

final class ShelfInteractor: ShelfInteractorInput {
    weak var output: ShelfInteractorOutput?

    func loadBooks() {
        output?.didLoad(books: ["Piranesi", "Station Eleven", "Circe"])
    }
}

// MARK: - Router

final class ShelfRouter: ShelfRouterInput {
    weak var viewController: UIViewController?

    func openBook(id: String) {
        viewController?.navigationController?.pushViewController(BookDetailBuilder.build(bookId: id), animated: true)
    }
}

// MARK: - Builder

enum ShelfBuilder {
    static func build() -> UIViewController {
        let view = ShelfViewController()
        let interactor = ShelfInteractor()
        let router = ShelfRouter()
        let presenter = ShelfPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
