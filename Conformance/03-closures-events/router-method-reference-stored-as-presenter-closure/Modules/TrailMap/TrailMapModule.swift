import MapKit
import UIKit

final class TrailMapViewController: UIViewController {

    var presenter: TrailMapPresenter!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.trail.name
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.mapType = .hybrid
        view.addSubview(mapView)
    }
}

final class TrailMapPresenter {

    let trail: Trail

    init(trail: Trail) {
        self.trail = trail
    }
}

enum TrailMapBuilder {

    static func build(trail: Trail) -> UIViewController {
        let view = TrailMapViewController()
        view.presenter = TrailMapPresenter(trail: trail)
        return view
    }
}
