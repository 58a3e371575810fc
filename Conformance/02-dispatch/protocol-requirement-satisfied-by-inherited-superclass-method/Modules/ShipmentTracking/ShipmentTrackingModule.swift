import UIKit

protocol ShipmentTrackingRouterInput: HelpCenterRouting {}

final class ShipmentTrackingViewController: UIViewController {

    var presenter: ShipmentTrackingPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.shipmentID
        statusLabel.numberOfLines = 0
        statusLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        statusLabel.text = "In transit · customs hold at Rotterdam"
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Report delay", style: .plain, target: self, action: #selector(reportDelayTapped)
        )
    }

    @objc private func reportDelayTapped() {
        presenter.didTapReportDelay()
    }
}

final class ShipmentTrackingPresenter {

    let shipmentID: String
    var router: ShipmentTrackingRouterInput!

    init(shipmentID: String) {
        self.shipmentID = shipmentID
    }

    func didTapReportDelay() {
        router.openHelpCenter(topic: "Delayed shipment \(shipmentID)")
    }
}

final class ShipmentTrackingRouter: BaseRouter, ShipmentTrackingRouterInput {}

enum ShipmentTrackingModuleFactory {

    static func make(shipmentID: String) -> UIViewController {
        let view = ShipmentTrackingViewController()
        let presenter = ShipmentTrackingPresenter(shipmentID: shipmentID)
        let router = ShipmentTrackingRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
