import UIKit

final class NurseryViewController: UIViewController {
    var output: NurseryPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plant nursery"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Filter", #selector(filterTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func filterTapped() {
        output?.filter()
    }
}

final class NurseryPresenter {
    weak var view: NurseryViewController?
    var interactor: NurseryInteractor!
    var router: NurseryRouter!

    func filter() {
        router.openFilters(current: interactor.activeFilter)
    }
}

struct PlantFilter {
    var petSafe = false
    var lowLight = false
}

final class NurseryInteractor {
    var activeFilter = PlantFilter()
}

final class NurseryRouter: BaseRouter {
    func openFilters(current: PlantFilter) {
        let filters = FiltersBuilder.build(current: current)
        viewController?.present(filters, animated: true)
    }
}

enum NurseryBuilder {
    static func build() -> UIViewController {
        let view = NurseryViewController()
        let presenter = NurseryPresenter()
        let router = NurseryRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = NurseryInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
