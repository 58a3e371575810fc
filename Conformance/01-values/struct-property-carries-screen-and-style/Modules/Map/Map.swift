import MapKit
import UIKit

final class MapViewController: UIViewController {

    var presenter: MapPresenter!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.addAnnotations(presenter.annotations)
        mapView.showAnnotations(presenter.annotations, animated: false)
        view.addSubview(mapView)

        let close = UIButton(configuration: .filled())
        close.setImage(UIImage(systemName: "xmark"), for: .normal)
        close.addAction(UIAction { [weak self] _ in self?.presenter.didTapClose() }, for: .touchUpInside)
        close.frame = CGRect(x: 20, y: 60, width: 44, height: 44)
        view.addSubview(close)
    }
}

final class MapPresenter {

    private let hotels: [Hotel]
    private let router: MapRouter

    init(hotels: [Hotel], router: MapRouter) {
        self.hotels = hotels
        self.router = router
    }

    var annotations: [MKPointAnnotation] {
        hotels.map { hotel in
            let pin = MKPointAnnotation()
            pin.title = hotel.name
            pin.subtitle = "€\(hotel.nightlyRate)"
            pin.coordinate = CLLocationCoordinate2D(latitude: hotel.latitude, longitude: hotel.longitude)
            return pin
        }
    }

    func didTapClose() {
        router.close()
    }
}

final class MapRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

enum MapBuilder {

    static func build(hotels: [Hotel]) -> UIViewController {
        let view = MapViewController()
        let router = MapRouter()
        view.presenter = MapPresenter(hotels: hotels, router: router)
        router.viewController = view
        return view
    }
}
