//
//  Listings.swift
//  Keyhole
//

import UIKit

protocol ListingsRouterInput: AnyObject {
    func openListing(id: String)
}

final class ListingsViewController: UITableViewController {
    var presenter: ListingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "For sale nearby"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Listing")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.listings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Listing", for: indexPath)
        let listing = presenter.listings[indexPath.row]
        cell.textLabel?.text = "\(listing.address) – \(listing.price)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectListing(at: indexPath.row)
    }
}

final class ListingsPresenter {
    let listings: [(id: String, address: String, price: String)] = [
        ("kh-201", "14 Orchard Lane", "£425,000"),
        ("kh-377", "Flat 3, 9 Quay Street", "£289,500")
    ]
    private let router: ListingsRouterInput

    init(router: ListingsRouterInput) {
        self.router = router
    }

    func didSelectListing(at index: Int) {
        router.openListing(id: listings[index].id)
    }
}

final class ListingsRouter: ListingsRouterInput {
    weak var viewController: UIViewController?

    func openListing(id: String) {
        viewController?.navigationController?.pushViewController(ListingDetailBuilder.build(listingID: id), animated: true)
    }
}

enum ListingsBuilder {
    static func build() -> UIViewController {
        let router = ListingsRouter()
        let view = ListingsViewController()
        view.presenter = ListingsPresenter(router: router)
        router.viewController = view
        return view
    }
}
