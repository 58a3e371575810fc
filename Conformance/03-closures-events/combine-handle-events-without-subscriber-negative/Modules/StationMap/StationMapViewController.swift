import UIKit
import MapKit

protocol StationMapViewInput: AnyObject {
    func show(_ stations: [Station])
}

final class StationMapViewController: UIViewController, StationMapViewInput, MKMapViewDelegate {

    var presenter: StationMapViewOutput!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        view.addSubview(mapView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "clock.arrow.circlepath"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapHistory() }
        )
        presenter.viewDidLoad()
    }

    func show(_ stations: [Station]) {
        mapView.removeAnnotations(mapView.annotations)
        for station in stations {
            let pin = MKPointAnnotation()
            pin.coordinate = CLLocationCoordinate2D(latitude: station.latitude, longitude: station.longitude)
            pin.title = station.name
            pin.subtitle = "\(station.id)"
            mapView.addAnnotation(pin)
        }
        mapView.showAnnotations(mapView.annotations, animated: false)
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        guard let idText = view.annotation?.subtitle ?? nil, let id = Int(idText) else { return }
        presenter.didSelectStation(id: id)
    }
}
