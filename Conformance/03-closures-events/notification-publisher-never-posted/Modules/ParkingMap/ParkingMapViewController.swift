import MapKit
import UIKit

protocol ParkingMapViewInput: AnyObject {
    func show(_ zones: [ParkingZone])
}

final class ParkingMapViewController: UIViewController, ParkingMapViewInput {

    var presenter: ParkingMapViewOutput!
    private let mapView = MKMapView()
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Park"
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        payButton.setTitle("Start parking", for: .normal)
        payButton.frame = CGRect(x: 20, y: view.bounds.height - 120, width: view.bounds.width - 40, height: 50)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        view.addSubview(payButton)
        presenter.viewDidLoad()
    }

    func show(_ zones: [ParkingZone]) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(zones.map { zone in
            let pin = MKPointAnnotation()
            pin.title = zone.code
            pin.coordinate = zone.coordinate
            return pin
        })
    }

    @objc private func payTapped() {
        presenter.didTapStartParking()
    }
}
