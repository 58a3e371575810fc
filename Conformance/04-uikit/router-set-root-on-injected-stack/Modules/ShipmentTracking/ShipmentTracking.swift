import UIKit

// MARK: - View

protocol ShipmentTrackingViewInput: AnyObject {
    func show(title: String, events: [TrackingEvent])
}

final class ShipmentTrackingViewController: UITableViewController, ShipmentTrackingViewInput {
    var presenter: ShipmentTrackingPresenter!
    private var events: [TrackingEvent] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        presenter.viewDidLoad()
    }

    func show(title: String, events: [TrackingEvent]) {
        self.title = title
        self.events = events
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let event = events[indexPath.row]
        cell.textLabel?.text = event.description
        cell.detailTextLabel?.text = "\(event.place) · \(event.time.formatted(date: .omitted, time: .shortened))"
        cell.selectionStyle = .none
        return cell
    }
}

// MARK: - Presenter

final class ShipmentTrackingPresenter {
    weak var view: ShipmentTrackingViewInput?
    private let shipment: Shipment
    private let interactor: ShipmentTrackingInteractor

    init(shipment: Shipment, interactor: ShipmentTrackingInteractor) {
        self.shipment = shipment
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.events(for: shipment) { [weak self] events in
            guard let self else { return }
            self.view?.show(title: self.shipment.trackingNumber, events: events)
        }
    }
}

// MARK: - Interactor

final class ShipmentTrackingInteractor {
    private let courier: CourierAPI

    init(courier: CourierAPI) {
        self.courier = courier
    }

    func events(for shipment: Shipment, completion: @escaping ([TrackingEvent]) -> Void) {
        courier.events(for: shipment.trackingNumber) { events in
            completion(events.sorted { $0.time > $1.time })
        }
    }
}

// MARK: - Builder

enum ShipmentTrackingBuilder {
    static func build(shipment: Shipment, courier: CourierAPI) -> UIViewController {
        let view = ShipmentTrackingViewController(style: .insetGrouped)
        let presenter = ShipmentTrackingPresenter(shipment: shipment, interactor: ShipmentTrackingInteractor(courier: courier))
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
