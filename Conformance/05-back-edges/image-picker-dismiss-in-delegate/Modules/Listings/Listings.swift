import UIKit

struct Listing {
    let address: String
    let rent: Int
    let photos: [UIImage]
}

final class ListingStore {
    static let shared = ListingStore()
    private(set) var listings: [Listing] = []

    func publish(_ listing: Listing) {
        listings.insert(listing, at: 0)
    }
}

// MARK: - View

protocol ListingsViewInput: AnyObject {
    func show(_ listings: [Listing])
}

final class ListingsViewController: UITableViewController, ListingsViewInput {
    var presenter: ListingsPresenter!
    private var listings: [Listing] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My listings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add,
            target: self,
            action: #selector(addTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func addTapped() {
        presenter.didTapAdd()
    }

    func show(_ listings: [Listing]) {
        self.listings = listings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = listings[indexPath.row].address
        cell.detailTextLabel?.text = "€\(listings[indexPath.row].rent) / month"
        cell.imageView?.image = listings[indexPath.row].photos.first
        return cell
    }
}

// MARK: - Presenter

final class ListingsPresenter {
    weak var view: ListingsViewInput?
    var router: ListingsRouter!

    func viewWillAppear() {
        view?.show(ListingStore.shared.listings)
    }

    func didTapAdd() {
        router.openNewListing()
    }
}

// MARK: - Router

final class ListingsRouter {
    weak var viewController: UIViewController?

    func openNewListing() {
        viewController?.navigationController?.pushViewController(NewListingBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum ListingsBuilder {
    static func build() -> UIViewController {
        let view = ListingsViewController()
        let presenter = ListingsPresenter()
        let router = ListingsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
