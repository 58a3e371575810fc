import UIKit
import MapKit

final class TrailMapViewController: UIViewController, ModuleScreen {
    var presenter: TrailMapPresenter!
    private let mapView = MKMapView()

    static func make() -> TrailMapViewController {
        let view = TrailMapViewController()
        view.presenter = TrailMapPresenter()
        return view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        mapView.setRegion(presenter.region, animated: false)
    }
}

final class TrailMapPresenter {
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 46.56, longitude: 8.56),
                           span: MKCoordinateSpan(latitudeDelta: 0.3, longitudeDelta: 0.3))
    }
}
