import UIKit

final class InvoiceSearchViewController: UITableViewController, UISearchResultsUpdating {

    var presenter: InvoiceSearchPresenter!
    private let searchController = UISearchController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Find Invoice"
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        presenter.queryChanged(searchController.searchBar.text ?? "")
    }
}

final class InvoiceSearchPresenter {

    weak var view: InvoiceSearchViewController?
    var wireframe: InvoiceSearchWireframe!
    private(set) var query = ""

    func queryChanged(_ text: String) {
        query = text
        view?.tableView.reloadData()
    }
}

final class InvoiceSearchWireframe {

    private weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = InvoiceSearchViewController()
        let presenter = InvoiceSearchPresenter()
        let wireframe = InvoiceSearchWireframe()
        view.presenter = presenter
        presenter.view = view
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }
}
