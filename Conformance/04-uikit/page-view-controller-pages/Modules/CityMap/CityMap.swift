import MapKit
import UIKit

protocol CityMapViewInput: AnyObject {
    func show(region: MKCoordinateRegion)
}

final class CityMapViewController: UIViewController, CityMapViewInput {
    var presenter: CityMapPresenter!
    private let mapView = MKMapView()

    override func loadView() {
        view = mapView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(region: MKCoordinateRegion) {
        mapView.setRegion(region, animated: false)
    }
}

final class CityMapPresenter {
    weak var view: CityMapViewInput?
    private let city: String

    init(city: String) {
        self.city = city
    }

    func viewDidLoad() {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = city
        MKLocalSearch(request: request).start { [weak self] response, _ in
            guard let region = response?.boundingRegion else { return }
            self?.view?.show(region: region)
        }
    }
}

enum CityMapBuilder {
    static func build(city: String) -> UIViewController {
        let view = CityMapViewController()
        let presenter = CityMapPresenter(city: city)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
