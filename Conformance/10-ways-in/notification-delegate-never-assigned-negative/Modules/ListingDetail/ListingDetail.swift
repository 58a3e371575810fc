//
//  ListingDetail.swift
//  Keyhole
//

import UIKit

protocol ListingDetailRouterInput: AnyObject {
    func openViewingBooking(listingID: String)
}

final class ListingDetailViewController: UIViewController {
    var presenter: ListingDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.listingID
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Book viewing", style: .plain,
                                                            target: self, action: #selector(bookTapped))
    }

    @objc private func bookTapped() {
        presenter.didTapBookViewing()
    }
}

final class ListingDetailPresenter {
    let listingID: String
    private let router: ListingDetailRouterInput

    init(listingID: String, router: ListingDetailRouterInput) {
        self.listingID = listingID
        self.router = router
    }

    func didTapBookViewing() {
        router.openViewingBooking(listingID: listingID)
    }
}

final class ListingDetailRouter: ListingDetailRouterInput {
    weak var viewController: UIViewController?

    func openViewingBooking(listingID: String) {
        let booking = UINavigationController(rootViewController: ViewingBookingBuilder.build(listingID: listingID))
        viewController?.present(booking, animated: true)
    }
}

enum ListingDetailBuilder {
    static func build(listingID: String) -> UIViewController {
        let router = ListingDetailRouter()
        let view = ListingDetailViewController()
        view.presenter = ListingDetailPresenter(listingID: listingID, router: router)
        router.viewController = view
        return view
    }
}
