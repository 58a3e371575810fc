import UIKit

protocol TripDetailModuleInput: AnyObject {
    func configure(with trip: Trip)
}

protocol TripDetailViewInput: AnyObject {
    func show(destination: String, departure: String)
}

final class TripDetailViewController: UIViewController, TripDetailViewInput {
    var presenter: TripDetailPresenter!
    private let destinationLabel = UILabel()
    private let departureLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [destinationLabel, departureLabel])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(destination: String, departure: String) {
        title = destination
        destinationLabel.text = destination
        departureLabel.text = departure
    }
}

final class TripDetailPresenter: TripDetailModuleInput {
    weak var view: TripDetailViewInput?
    private var trip: Trip?

    func configure(with trip: Trip) {
        self.trip = trip
    }

    func viewDidLoad() {
        guard let trip else { return }
        let departure = DateFormatter.localizedString(from: trip.departure, dateStyle: .medium, timeStyle: .none)
        view?.show(destination: trip.destination, departure: departure)
    }
}

enum TripDetailBuilder {
    static func build() -> (viewController: UIViewController, input: TripDetailModuleInput) {
        let view = TripDetailViewController()
        let presenter = TripDetailPresenter()
        view.presenter = presenter
        presenter.view = view
        return (view, presenter)
    }
}
