import UIKit

// MARK: - View

protocol ShelfView: AnyObject {
    func show(books: [String])
}

final class ShelfViewController: UITableViewController, ShelfView {
    var presenter: ShelfPresenter!
    private var books: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Shelf"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add,
            target: self,
            action: #selector(addTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func addTapped() {
        presenter.didTapAdd()
    }

    func show(books: [String]) {
        self.books = books
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ShelfPresenter {
    weak var view: ShelfView?
    var interactor: ShelfInteractor!
    var router: ShelfRouter!

    func viewDidLoad() {
        view?.show(books: interactor.loadBooks())
    }

    func didTapAdd() {
        router.showAddBook()
    }
}

// MARK: - Interactor

final class ShelfInteractor {
    private let storage = UserDefaults.standard

    func loadBooks() -> [String] {
        storage.stringArray(forKey: "shelf.books") ?? []
    }
}

// MARK: - Router

final class ShelfRouter {
    weak var viewController: UIViewController?

    func showAddBook() {
        let addBook = AddBookAssembly.assemble()
        let navigation = UINavigationController(rootViewController: addBook)
        navigation.modalPresentationStyle = .pageSheet
        viewController?.present(navigation, animated: true)
    }
}

// MARK: - Assembly

enum ShelfAssembly {
    static func assemble() -> UIViewController {
        let view = ShelfViewController()
        let presenter = ShelfPresenter()
        let interactor = ShelfInteractor()
        let router = ShelfRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
