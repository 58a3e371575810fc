import UIKit

final class ListingsViewController: UIViewController {
    var presenter: ListingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Listings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Filter", style: .plain, target: self, action: #selector(filterTapped)
        )
    }

    @objc private func filterTapped() {
        presenter.didTapFilter()
    }
}

final class ListingsPresenter {
    var router: ListingsRouter!

    func didTapFilter() {
        router.openFilter()
    }
}

final class ListingsRouter {
    weak var viewController: UIViewController?

    func openFilter() {
        let filter = ListingFilterBuilder.build()
        filter.modalPresentationStyle = .pageSheet
        viewController?.present(filter, animated: true)
    }
}

enum ListingsBuilder {
    static func build() -> UIViewController {
        let view = ListingsViewController()
        let presenter = ListingsPresenter()
        let router = ListingsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
