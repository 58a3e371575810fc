import UIKit

struct Listing {
    let id: String
    let address: String
    let price: String
}

final class ListingsViewController: UITableViewController {
    var output: ListingsPresenter?
    private var listings: [Listing] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Homes for sale"
        output?.viewDidLoad()
    }

    func show(listings: [Listing]) {
        self.listings = listings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listings.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(listing: listings[indexPath.row])
    }
}

final class ListingsPresenter {
    weak var view: ListingsViewController?
    var interactor: ListingsInteractor!
    var router: ListingsRouter!

    func viewDidLoad() {
        interactor.search { [weak self] listings in
            self?.view?.show(listings: listings)
        }
    }

    func didSelect(listing: Listing) {
        router.openListing(id: listing.id)
    }
}

final class ListingsInteractor {
    func search(completion: @escaping ([Listing]) -> Void) {
        completion([Listing(id: "L-5521", address: "12 Harbour Road", price: "£425,000")])
    }
}

final class ListingsRouter {
    weak var viewController: UIViewController?

    func openListing(id: String) {
        let detail = ListingDetailBuilder.build(listingID: id)
        viewController?.navigationController?.pushFading(detail)
    }
}

enum ListingsBuilder {
    static func build() -> UIViewController {
        let view = ListingsViewController()
        let presenter = ListingsPresenter()
        let router = ListingsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ListingsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
