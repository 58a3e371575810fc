import UIKit

final class ListingDetailViewController: UIViewController {
    var output: ListingDetailPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Listing"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Back to results", #selector(backTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func backTapped() {
        output?.back()
    }
}

final class ListingDetailPresenter {
    weak var view: ListingDetailViewController?
    var router: ListingDetailRouter!

    func back() {
        router.close()
    }
}

final class ListingDetailRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popFading()
    }
}

enum ListingDetailBuilder {
    static func build(listingID: String) -> UIViewController {
        let view = ListingDetailViewController()
        let presenter = ListingDetailPresenter()
        let router = ListingDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        view.navigationItem.title = listingID
        return view
    }
}
