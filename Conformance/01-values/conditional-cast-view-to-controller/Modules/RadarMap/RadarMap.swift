import UIKit
import MapKit

protocol RadarMapViewInput: AnyObject {
    func centre(on coordinate: CLLocationCoordinate2D, title: String)
}

final class RadarMapViewController: UIViewController, RadarMapViewInput {
    var presenter: RadarMapPresenter!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        presenter.viewDidLoad()
    }

    func centre(on coordinate: CLLocationCoordinate2D, title: String) {
        self.title = title
        mapView.setRegion(MKCoordinateRegion(center: coordinate, latitudinalMeters: 200_000, longitudinalMeters: 200_000), animated: false)
    }
}

final class RadarMapPresenter {
    weak var view: RadarMapViewInput?
    private let city: String

    init(city: String) {
        self.city = city
    }

    func viewDidLoad() {
        view?.centre(on: CLLocationCoordinate2D(latitude: 60.39, longitude: 5.32), title: "Radar – \(city)")
    }
}

enum RadarMapBuilder {
    static func build(city: String) -> UIViewController {
        let view = RadarMapViewController()
        let presenter = RadarMapPresenter(city: city)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
