import MapKit
import UIKit

protocol RadarViewProtocol: AnyObject {
    func center(on coordinate: CLLocationCoordinate2D)
}

final class RadarViewController: UIViewController, RadarViewProtocol {
    var presenter: RadarPresenter!
    private let mapView = MKMapView()

    override func loadView() {
        view = mapView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Radar"
        presenter.viewDidLoad()
    }

    func center(on coordinate: CLLocationCoordinate2D) {
        mapView.setRegion(MKCoordinateRegion(center: coordinate, latitudinalMeters: 80_000, longitudinalMeters: 80_000), animated: false)
    }
}

final class RadarPresenter {
    weak var view: RadarViewProtocol?
    private let city: String

    init(city: String) {
        self.city = city
    }

    func viewDidLoad() {
        CLGeocoder().geocodeAddressString(city) { [weak self] placemarks, _ in
            guard let coordinate = placemarks?.first?.location?.coordinate else { return }
            self?.view?.center(on: coordinate)
        }
    }
}

enum RadarModule {
    static func build(city: String) -> UIViewController {
        let view = RadarViewController()
        let presenter = RadarPresenter(city: city)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
