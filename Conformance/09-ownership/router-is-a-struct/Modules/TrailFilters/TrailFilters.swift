import UIKit

// MARK: - View

protocol TrailFiltersViewInput: AnyObject {
    func show(difficulty: Trail.Difficulty, maxLengthKm: Double)
}

final class TrailFiltersViewController: UIViewController, TrailFiltersViewInput {
    var presenter: TrailFiltersPresenter!

    private let difficultyControl = UISegmentedControl(items: Trail.Difficulty.allCases.map(\.label))
    private let lengthSlider = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        view.backgroundColor = .systemGroupedBackground
        lengthSlider.minimumValue = 2
        lengthSlider.maximumValue = 30
        let stack = UIStackView(arrangedSubviews: [difficultyControl, lengthSlider])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapCancel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Apply", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            let difficulty = Trail.Difficulty(rawValue: self.difficultyControl.selectedSegmentIndex) ?? .hard
            self.presenter.didTapApply(difficulty: difficulty, maxLengthKm: Double(self.lengthSlider.value))
        })
        presenter.viewDidLoad()
    }

    func show(difficulty: Trail.Difficulty, maxLengthKm: Double) {
        difficultyControl.selectedSegmentIndex = difficulty.rawValue
        lengthSlider.value = Float(maxLengthKm)
    }
}

// MARK: - Presenter

final class TrailFiltersPresenter {
    private weak var view: TrailFiltersViewInput?
    private let router: TrailFiltersRouter
    private let current: TrailFilter
    private let onApply: (TrailFilter) -> Void

    init(view: TrailFiltersViewInput, router: TrailFiltersRouter, current: TrailFilter, onApply: @escaping (TrailFilter) -> Void) {
        self.view = view
        self.router = router
        self.current = current
        self.onApply = onApply
    }

    func viewDidLoad() {
        view?.show(difficulty: current.maxDifficulty, maxLengthKm: current.maxLengthKm)
    }

    func didTapApply(difficulty: Trail.Difficulty, maxLengthKm: Double) {
        onApply(TrailFilter(maxDifficulty: difficulty, maxLengthKm: maxLengthKm.rounded()))
        router.close()
    }

    func didTapCancel() {
        router.close()
    }
}

// MARK: - Router

struct TrailFiltersRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum TrailFiltersBuilder {
    static func build(current: TrailFilter, onApply: @escaping (TrailFilter) -> Void) -> UIViewController {
        let view = TrailFiltersViewController()
        let router = TrailFiltersRouter(viewController: view)
        view.presenter = TrailFiltersPresenter(view: view, router: router, current: current, onApply: onApply)
        return view
    }
}
