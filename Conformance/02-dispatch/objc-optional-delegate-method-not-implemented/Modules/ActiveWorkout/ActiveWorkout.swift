import UIKit

final class ActiveWorkoutViewController: UIViewController {
    var presenter: ActiveWorkoutPresenter!
    private let elapsedLabel = UILabel()
    private let zonesButton = UIButton(type: .infoLight)
    private let finishButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.planName
        zonesButton.addTarget(self, action: #selector(zonesTapped), for: .touchUpInside)
        finishButton.setTitle("Finish", for: .normal)
        finishButton.addTarget(self, action: #selector(finishTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [elapsedLabel, zonesButton, finishButton])
        stack.axis = .vertical
        view.addSubview(stack)
    }

    func showSaved(calories: Int) {
        elapsedLabel.text = "Saved · \(calories) kcal"
        finishButton.isEnabled = false
    }

    @objc private func zonesTapped() {
        presenter.didTapHeartRateZones()
    }

    @objc private func finishTapped() {
        presenter.didTapFinish()
    }
}

final class ActiveWorkoutPresenter {
    weak var view: ActiveWorkoutViewController?
    weak var moduleOutput: ActiveWorkoutModuleOutput?
    let planName: String
    private let startedAt = Date()
    private let caloriesPerMinute = 9

    init(planName: String) {
        self.planName = planName
    }

    func didTapHeartRateZones() {
        moduleOutput?.activeWorkoutDidRequestHeartRateZones?()
    }

    func didTapFinish() {
        let minutes = Int(Date().timeIntervalSince(startedAt) / 60)
        let calories = minutes * caloriesPerMinute
        view?.showSaved(calories: calories)
        moduleOutput?.activeWorkoutDidFinish(calories: calories)
    }
}

enum ActiveWorkoutBuilder {
    static func build(planName: String, output: ActiveWorkoutModuleOutput) -> UIViewController {
        let view = ActiveWorkoutViewController()
        let presenter = ActiveWorkoutPresenter(planName: planName)
        presenter.view = view
        presenter.moduleOutput = output
        view.presenter = presenter
        return view
    }
}
