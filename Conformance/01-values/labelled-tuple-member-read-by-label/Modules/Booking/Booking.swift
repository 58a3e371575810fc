import UIKit

protocol BookingModuleInput: AnyObject {
    func configure(vehicleID: String, pickup: Date)
}

protocol BookingViewInput: AnyObject {
    func display(summary: String)
}

final class BookingViewController: UIViewController, BookingViewInput {
    var output: BookingPresenter?
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(summaryLabel)
        output?.viewDidLoad()
    }

    func display(summary: String) {
        summaryLabel.text = summary
    }
}

final class BookingPresenter: BookingModuleInput {
    weak var view: BookingViewInput?
    private var vehicleID = ""
    private var pickup = Date()

    func configure(vehicleID: String, pickup: Date) {
        self.vehicleID = vehicleID
        self.pickup = pickup
    }

    func viewDidLoad() {
        view?.display(summary: "Booking \(vehicleID) from \(pickup.formatted(date: .abbreviated, time: .omitted))")
    }
}

final class BookingModule {
    func make() -> (view: UIViewController, input: BookingModuleInput) {
        let view = BookingViewController()
        let presenter = BookingPresenter()
        view.output = presenter
        presenter.view = view
        return (view: view, input: presenter)
    }
}
