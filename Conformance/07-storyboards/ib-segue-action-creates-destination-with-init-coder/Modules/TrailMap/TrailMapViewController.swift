import UIKit

protocol TrailMapView: AnyObject {
    func show(title: String, summary: String, waypoints: [String])
}

final class TrailMapViewController: UIViewController, TrailMapView {
    @IBOutlet private weak var summaryLabel: UILabel!
    @IBOutlet private weak var waypointsLabel: UILabel!

    private let presenter: TrailMapPresenter

    init?(coder: NSCoder, presenter: TrailMapPresenter) {
        self.presenter = presenter
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("TrailMapViewController is created by TrailsViewController.makeTrailMap(_:sender:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(title: String, summary: String, waypoints: [String]) {
        navigationItem.title = title
        summaryLabel.text = summary
        waypointsLabel.text = waypoints.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
