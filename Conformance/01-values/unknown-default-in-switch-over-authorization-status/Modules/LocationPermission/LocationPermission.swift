import UIKit

final class LocationPermissionViewController: UIViewController {
    var presenter: LocationPermissionPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let explanation = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 160))
        explanation.numberOfLines = 0
        explanation.text = presenter.explanation
        view.addSubview(explanation)
    }
}

final class LocationPermissionPresenter {
    let explanation = """
    Runs needs your location to record the route and pace.
    Turn it on in Settings › Privacy › Location Services › Runs.
    """
}

enum LocationPermissionAssembly {
    static func assemble() -> UIViewController {
        let view = LocationPermissionViewController()
        view.presenter = LocationPermissionPresenter()
        return view
    }
}
