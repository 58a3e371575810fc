//
//  VenueMap.swift
//  Encore
//

import MapKit
import UIKit

// MARK: - View

protocol VenueMapViewInput: AnyObject {
    func show(name: String, coordinate: CLLocationCoordinate2D)
}

final class VenueMapViewController: UIViewController, VenueMapViewInput {
    var presenter: VenueMapPresenter!
    private let mapView = MKMapView()

    override func loadView() {
        view = mapView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(name: String, coordinate: CLLocationCoordinate2D) {
        title = name
        let pin = MKPointAnnotation()
        pin.coordinate = coordinate
        pin.title = name
        mapView.addAnnotation(pin)
        mapView.setRegion(MKCoordinateRegion(center: coordinate, latitudinalMeters: 600, longitudinalMeters: 600), animated: false)
    }
}

// MARK: - Presenter

final class VenueMapPresenter {
    weak var view: VenueMapViewInput?
    private let venueId: String
    private let lineup: Lineup

    init(venueId: String, lineup: Lineup) {
        self.venueId = venueId
        self.lineup = lineup
    }

    func viewDidLoad() {
        guard let venue = lineup.venue(id: venueId) else { return }
        view?.show(name: venue.name, coordinate: CLLocationCoordinate2D(latitude: venue.latitude, longitude: venue.longitude))
    }
}

// MARK: - Builder

enum VenueMapBuilder {
    static func build(venueId: String) -> UIViewController {
        let view = VenueMapViewController()
        let presenter = VenueMapPresenter(venueId: venueId, lineup: .shared)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
