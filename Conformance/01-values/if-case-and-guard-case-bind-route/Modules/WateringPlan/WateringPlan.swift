import UIKit

final class WateringPlanViewController: UIViewController {
    var presenter: WateringPlanPresenter!
    private let stepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        stepper.minimumValue = 1
        stepper.maximumValue = 30
        stepper.value = Double(presenter.everyDays)
        stepper.addTarget(self, action: #selector(intervalChanged), for: .valueChanged)
        view.addSubview(stepper)
    }

    @objc private func intervalChanged() {
        presenter.update(everyDays: Int(stepper.value))
        title = presenter.title
    }
}

final class WateringPlanPresenter {
    private(set) var everyDays: Int

    init(everyDays: Int) {
        self.everyDays = everyDays
    }

    var title: String {
        "Water every \(everyDays) days"
    }

    func update(everyDays: Int) {
        self.everyDays = everyDays
    }
}

enum WateringPlanBuilder {
    static func build(everyDays: Int) -> UIViewController {
        let view = WateringPlanViewController()
        view.presenter = WateringPlanPresenter(everyDays: everyDays)
        return view
    }
}
