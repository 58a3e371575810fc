import HealthKit
import UIKit

protocol ActivityRingsViewInput: AnyObject {
    func show(move: Double, exercise: Double, stand: Double)
}

final class ActivityRingsViewController: UIViewController, ActivityRingsViewInput {
    var presenter: ActivityRingsPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 16
        summaryLabel.numberOfLines = 3
        summaryLabel.frame = view.bounds.insetBy(dx: 16, dy: 16)
        summaryLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(summaryLabel)
        presenter.viewDidLoad()
    }

    func show(move: Double, exercise: Double, stand: Double) {
        summaryLabel.text = String(format: "Move %.0f%%\nExercise %.0f%%\nStand %.0f%%", move * 100, exercise * 100, stand * 100)
    }
}

final class ActivityRingsPresenter {
    weak var view: ActivityRingsViewInput?
    var interactor: ActivityRingsInteractor!

    func viewDidLoad() {
        interactor.todaysSummary { [weak self] summary in
            self?.view?.show(move: summary.move, exercise: summary.exercise, stand: summary.stand)
        }
    }
}

final class ActivityRingsInteractor {
    private let healthStore = HKHealthStore()

    func todaysSummary(completion: @escaping ((move: Double, exercise: Double, stand: Double)) -> Void) {
        guard HKHealthStore.isHealthDataAvailable() else {
            completion((0, 0, 0))
            return
        }
        completion((0.62, 0.4, 0.75))
    }
}

enum ActivityRingsBuilder {
    static func build() -> UIViewController {
        let view = ActivityRingsViewController()
        let presenter = ActivityRingsPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ActivityRingsInteractor()
        return view
    }
}
