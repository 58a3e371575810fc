//
//  DeliveryTracking.swift
//  Beetroot
//

import UIKit

protocol DeliveryTrackingDataStore: AnyObject {
    var trackingCode: String? { get set }
}

protocol DeliveryTrackingDataPassing {
    var dataStore: DeliveryTrackingDataStore? { get }
}

final class DeliveryTrackingViewController: UIViewController {
    var interactor: DeliveryTrackingInteractor?
    var router: DeliveryTrackingDataPassing?
    private let statusLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = DeliveryTrackingInteractor()
        let presenter = DeliveryTrackingPresenter()
        let router = DeliveryTrackingRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Delivery"
        statusLabel.numberOfLines = 0
        statusLabel.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(statusLabel)
        interactor?.loadStatus()
    }

    func displayStatus(_ text: String) {
        statusLabel.text = text
    }
}

final class DeliveryTrackingInteractor: DeliveryTrackingDataStore {
    var presenter: DeliveryTrackingPresenter?
    var trackingCode: String?

    func loadStatus() {
        presenter?.presentStatus(code: trackingCode ?? "–", stopsAway: 4)
    }
}

final class DeliveryTrackingPresenter {
    weak var viewController: DeliveryTrackingViewController?

    func presentStatus(code: String, stopsAway: Int) {
        viewController?.displayStatus("Parcel \(code)\nThe van is \(stopsAway) stops away.")
    }
}

final class DeliveryTrackingRouter: DeliveryTrackingDataPassing {
    var dataStore: DeliveryTrackingDataStore?
}
