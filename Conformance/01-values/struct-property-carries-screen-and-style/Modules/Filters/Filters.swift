import UIKit

protocol FiltersModuleOutput: AnyObject {
    func filtersDidApply(_ filters: SearchFilters)
}

final class FiltersViewController: UIViewController {

    var presenter: FiltersPresenter!
    private let rateSlider = UISlider()
    private let starsControl = UISegmentedControl(items: ["1★+", "3★+", "5★"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        view.backgroundColor = .systemBackground
        rateSlider.minimumValue = 50
        rateSlider.maximumValue = 400
        rateSlider.value = Float(presenter.current.maxRate)
        starsControl.selectedSegmentIndex = presenter.current.minStars >= 5 ? 2 : (presenter.current.minStars >= 3 ? 1 : 0)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Apply", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            let stars = [1, 3, 5][self.starsControl.selectedSegmentIndex]
            self.presenter.didTapApply(maxRate: Int(self.rateSlider.value), minStars: stars)
        })
        let stack = UIStackView(arrangedSubviews: [rateSlider, starsControl])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 24, dy: 80)
        view.addSubview(stack)
    }
}

final class FiltersPresenter {

    let current: SearchFilters
    private weak var output: FiltersModuleOutput?
    private let router: FiltersRouter

    init(current: SearchFilters, output: FiltersModuleOutput, router: FiltersRouter) {
        self.current = current
        self.output = output
        self.router = router
    }

    func didTapApply(maxRate: Int, minStars: Int) {
        output?.filtersDidApply(SearchFilters(maxRate: maxRate, minStars: minStars))
        router.close()
    }
}

final class FiltersRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum FiltersBuilder {

    static func build(current: SearchFilters, output: FiltersModuleOutput) -> UIViewController {
        let view = FiltersViewController()
        let router = FiltersRouter()
        view.presenter = FiltersPresenter(current: current, output: output, router: router)
        router.viewController = view
        return view
    }
}
