import UIKit

final class ParcelTrackingViewController: UIViewController {
    var presenter: ParcelTrackingPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        let status = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 160))
        status.numberOfLines = 0
        status.text = presenter.status
        view.addSubview(status)
    }
}

final class ParcelTrackingPresenter {
    private let trackingNumber: String
    private let carrier: String

    init(trackingNumber: String, carrier: String) {
        self.trackingNumber = trackingNumber
        self.carrier = carrier
    }

    var title: String { "\(carrier) parcel" }
    var status: String { "\(trackingNumber)\nSorted at the local depot, delivery expected today 14:00–16:00." }
}

enum ParcelTrackingBuilder {
    static func build(trackingNumber: String, carrier: String) -> UIViewController {
        let view = ParcelTrackingViewController()
        view.presenter = ParcelTrackingPresenter(trackingNumber: trackingNumber, carrier: carrier)
        return view
    }
}
