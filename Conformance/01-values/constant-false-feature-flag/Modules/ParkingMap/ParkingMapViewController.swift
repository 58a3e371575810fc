import UIKit
import MapKit

protocol ParkingMapViewInput: AnyObject {
    func show(zones: [ParkingZone], valetAvailable: Bool)
}

final class ParkingMapViewController: UIViewController, ParkingMapViewInput, MKMapViewDelegate {
    var presenter: ParkingMapViewOutput!
    private let mapView = MKMapView()
    private var zones: [ParkingZone] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Parking"
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        view.addSubview(mapView)
        presenter.viewDidLoad()
    }

    func show(zones: [ParkingZone], valetAvailable: Bool) {
        self.zones = zones
        mapView.addAnnotations(zones.map { zone in
            let pin = MKPointAnnotation()
            pin.title = zone.code
            pin.coordinate = zone.coordinate
            return pin
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Valet", style: .plain, target: self, action: #selector(valetTapped))
        navigationItem.rightBarButtonItem?.isEnabled = valetAvailable
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        guard let annotationTitle = view.annotation?.title,
              let code = annotationTitle,
              let zone = zones.first(where: { $0.code == code }) else { return }
        presenter.didSelectZone(zone)
    }

    @objc private func valetTapped() {
        presenter.didTapValet()
    }
}
