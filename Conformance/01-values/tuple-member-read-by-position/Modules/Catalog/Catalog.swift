import UIKit

protocol CatalogViewInput: AnyObject {
    func show(titles: [String])
}

final class CatalogViewController: UICollectionViewController, CatalogViewInput {
    var output: CatalogPresenter?
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        output?.viewDidLoad()
    }

    func show(titles: [String]) {
        self.titles = titles
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        output?.didSelectBook(at: indexPath.item)
    }
}

final class CatalogPresenter: BookDetailModuleDelegate {
    weak var view: CatalogViewInput?
    var interactor: CatalogInteractor!
    var router: CatalogRouter!
    private var books: [(isbn: String, title: String)] = []

    func viewDidLoad() {
        books = interactor.newArrivals()
        view?.show(titles: books.map(\.title))
    }

    func didSelectBook(at index: Int) {
        router.showDetail(isbn: books[index].isbn, delegate: self)
    }

    func bookDetailDidReserve(isbn: String) {
        interactor.markReserved(isbn: isbn)
    }
}

final class CatalogInteractor {
    private var reserved: Set<String> = []

    func newArrivals() -> [(isbn: String, title: String)] {
        [("9780141439518", "Pride and Prejudice"), ("9780553386790", "A Game of Thrones")]
    }

    func markReserved(isbn: String) {
        reserved.insert(isbn)
    }
}

final class CatalogRouter {
    weak var viewController: UIViewController?

    func showDetail(isbn: String, delegate: BookDetailModuleDelegate) {
        let module = BookDetailAssembly.assemble(isbn: isbn)
        module.1.delegate = delegate
        viewController?.present(module.0, animated: true)
    }
}

enum CatalogAssembly {
    static func assemble() -> UIViewController {
        let layout = UICollectionViewFlowLayout()
        let view = CatalogViewController(collectionViewLayout: layout)
        let presenter = CatalogPresenter()
        let router = CatalogRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = CatalogInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
