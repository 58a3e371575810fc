import UIKit

protocol SowingPlanModuleOutput: AnyObject {
    func sowingPlanDidSave()
}

// MARK: - View

final class SowingPlanViewController: UIViewController {
    var presenter: SowingPlanPresenter!

    private let weekStepper = UIStepper()
    private let weekLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        weekStepper.addTarget(self, action: #selector(weekChanged), for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [weekLabel, weekStepper])
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        presenter.viewDidLoad()
    }

    func show(title: String, weeks: ClosedRange<Int>, selected: Int) {
        self.title = title
        weekStepper.minimumValue = Double(weeks.lowerBound)
        weekStepper.maximumValue = Double(weeks.upperBound)
        weekStepper.value = Double(selected)
        weekLabel.text = "Week \(selected)"
    }

    @objc private func weekChanged() {
        weekLabel.text = "Week \(Int(weekStepper.value))"
    }

    @objc private func saveTapped() {
        presenter.didTapSave(week: Int(weekStepper.value))
    }
}

// MARK: - Interactor

final class SowingPlanInteractor {
    private let store: AllotmentStore

    init(store: AllotmentStore) {
        self.store = store
    }

    func save(plot: Plot, seed: Seed, week: Int) {
        store.savePlan(plot: plot, seed: seed, week: week)
    }
}

// MARK: - Presenter

final class SowingPlanPresenter {
    weak var view: SowingPlanViewController?
    weak var output: SowingPlanModuleOutput?

    private let interactor: SowingPlanInteractor
    private let plot: Plot
    private let seed: Seed

    init(interactor: SowingPlanInteractor, plot: Plot, seed: Seed) {
        self.interactor = interactor
        self.plot = plot
        self.seed = seed
    }

    func viewDidLoad() {
        view?.show(title: seed.variety, weeks: seed.sowFromWeek...seed.sowUntilWeek, selected: seed.sowFromWeek)
    }

    func didTapSave(week: Int) {
        interactor.save(plot: plot, seed: seed, week: week)
        output?.sowingPlanDidSave()
    }
}

// MARK: - Builder

enum SowingPlanBuilder {
    static func build(plot: Plot, seed: Seed, output: SowingPlanModuleOutput) -> UIViewController {
        let view = SowingPlanViewController()
        let presenter = SowingPlanPresenter(interactor: SowingPlanInteractor(store: .shared), plot: plot, seed: seed)
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
