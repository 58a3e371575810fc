import MapKit
import UIKit

final class TrailMapViewController: UIViewController, MKMapViewDelegate {

    var presenter: TrailMapPresenter!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        view.addSubview(mapView)
        for trail in presenter.trails {
            let pin = MKPointAnnotation()
            pin.title = trail.name
            pin.coordinate = trail.trailhead
            mapView.addAnnotation(pin)
        }
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        guard let name = view.annotation?.title ?? nil else { return }
        presenter.didSelectTrail(named: name)
    }
}
