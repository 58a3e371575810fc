//
//  BookDetail.swift
//  Bookmark
//

import UIKit

// MARK: - Contracts

protocol BookDetailViewInput: AnyObject {
    func display(details: [String])
}

protocol BookDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol BookDetailInteractorInput: AnyObject {
    func loadDetails()
}

protocol BookDetailInteractorOutput: AnyObject {
    func didLoad(details: [String])
}

// MARK: - View

final class BookDetailViewController: UITableViewController, BookDetailViewInput {
    var output: BookDetailViewOutput!
    private var details: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(details: [String]) {
        self.details = details
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        details.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = details[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class BookDetailPresenter: BookDetailViewOutput, BookDetailInteractorOutput {
    private weak var view: BookDetailViewInput?
    private let interactor: BookDetailInteractorInput
    private let bookId: String
    private var details: [String] = []

    init(view: BookDetailViewInput, interactor: BookDetailInteractorInput, bookId: String) {
        self.view = view
        self.interactor = interactor
        self.bookId = bookId
    }

    func viewDidLoad() {
        interactor.loadDetails()
    }

    func didLoad(details: [String]) {
        self.details = details
        view?.display(details: details)
    }
}

// MARK: - Interactor

final class BookDetailInteractor: BookDetailInteractorInput {
    weak var output: BookDetailInteractorOutput?

    func loadDetails() {
        output?.didLoad(details: ["Author", "Edition", "Availability"])
    }
}

// MARK: - Builder

enum BookDetailBuilder {
    static func build(bookId: String) -> UIViewController {
        let view = BookDetailViewController()
        let interactor = BookDetailInteractor()
        let presenter = BookDetailPresenter(view: view, interactor: interactor, bookId: bookId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
