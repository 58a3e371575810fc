import UIKit

final class FiltersViewController: UIViewController {
    var output: FiltersPresenter?
    private let petSafeSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        view.backgroundColor = .systemBackground
        view.addSubview(petSafeSwitch)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Apply", style: .done, target: self, action: #selector(applyTapped))
    }

    @objc private func applyTapped() {
        output?.didTapApply(petSafe: petSafeSwitch.isOn)
    }
}

final class FiltersPresenter {
    weak var view: FiltersViewController?
    var router: FiltersRouter!
    private var filter: PlantFilter

    init(filter: PlantFilter) {
        self.filter = filter
    }

    func didTapApply(petSafe: Bool) {
        filter.petSafe = petSafe
        router.close()
    }
}

final class FiltersRouter: BaseRouter {
    private let analytics: Analytics

    init(analytics: Analytics) {
        self.analytics = analytics
        super.init()
    }

    override func close() {
        analytics.track("filters_closed")
        super.close()
    }
}

enum FiltersBuilder {
    static func build(current: PlantFilter) -> UIViewController {
        let view = FiltersViewController()
        let presenter = FiltersPresenter(filter: current)
        let router = FiltersRouter(analytics: Analytics())
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
