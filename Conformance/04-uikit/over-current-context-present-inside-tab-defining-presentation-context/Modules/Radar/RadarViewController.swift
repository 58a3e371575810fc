import MapKit
import UIKit

protocol RadarViewInput: AnyObject {
    func showOverlay(for layers: Set<RadarLayer>)
}

final class RadarViewController: UIViewController, RadarViewInput {

    var presenter: RadarViewOutput!
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Radar"
        // Modals presented over the current context stay inside this tab, above the map.
        definesPresentationContext = true
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "square.3.layers.3d"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapLayers() }
        )
        presenter.viewDidLoad()
    }

    func showOverlay(for layers: Set<RadarLayer>) {
        mapView.removeOverlays(mapView.overlays)
        navigationItem.prompt = layers.map(\.rawValue).sorted().joined(separator: " · ")
    }
}
