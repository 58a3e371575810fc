import UIKit

final class ListingFilterViewController: UIViewController {
    var presenter: ListingFilterPresenter!
    private let applyButton = UIButton(type: .system)
    private let savedButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        applyButton.setTitle("Apply", for: .normal)
        applyButton.addTarget(self, action: #selector(applyTapped), for: .touchUpInside)
        savedButton.setTitle("Saved searches", for: .normal)
        savedButton.addTarget(self, action: #selector(savedTapped), for: .touchUpInside)
        view.addSubview(UIStackView(arrangedSubviews: [applyButton, savedButton]))
    }

    @objc private func applyTapped() { presenter.didTapApply() }
    @objc private func savedTapped() { presenter.didTapSavedSearches() }
}

final class ListingFilterPresenter {
    var router: ListingFilterRouter!

    func didTapApply() {
        router.close()
    }

    func didTapSavedSearches() {
        router.openSavedSearches()
    }
}

final class ListingFilterRouter: BaseRouter {
    func openSavedSearches() {
        viewController?.present(SavedSearchesBuilder.build(), animated: true)
    }
}

enum ListingFilterBuilder {
    static func build() -> UIViewController {
        let view = ListingFilterViewController()
        let presenter = ListingFilterPresenter()
        let router = ListingFilterRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
