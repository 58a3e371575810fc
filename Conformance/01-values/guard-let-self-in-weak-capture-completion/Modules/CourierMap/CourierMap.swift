import MapKit
import UIKit

final class CourierMapViewController: UIViewController {
    var presenter: CourierMapPresenter!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        let pin = MKPointAnnotation()
        pin.coordinate = presenter.coordinate
        mapView.addAnnotation(pin)
        mapView.setRegion(MKCoordinateRegion(center: pin.coordinate, latitudinalMeters: 800, longitudinalMeters: 800),
                          animated: false)
    }
}

final class CourierMapPresenter {
    private let courier: Courier

    init(courier: Courier) {
        self.courier = courier
    }

    var title: String { "\(courier.name) is on the way" }
    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: courier.latitude, longitude: courier.longitude)
    }
}

enum CourierMapBuilder {
    static func build(courier: Courier) -> UIViewController {
        let view = CourierMapViewController()
        view.presenter = CourierMapPresenter(courier: courier)
        return view
    }
}
