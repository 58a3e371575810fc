import UIKit

final class WorkoutTrackerViewController: UIViewController {

    var presenter: WorkoutTrackerPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class WorkoutTrackerPresenter {

    private let sport: Sport

    init(sport: Sport) {
        self.sport = sport
    }

    var title: String {
        switch sport {
        case .run: return "Run"
        case .ride: return "Ride"
        case .swim: return "Swim"
        }
    }
}

enum WorkoutTrackerBuilder {

    static func build(sport: Sport) -> UIViewController {
        let view = WorkoutTrackerViewController()
        view.presenter = WorkoutTrackerPresenter(sport: sport)
        return view
    }
}
