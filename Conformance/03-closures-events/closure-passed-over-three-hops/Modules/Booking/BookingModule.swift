import UIKit

final class BookingViewController: UIViewController {

    var presenter: BookingPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Booking"
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        summaryLabel.numberOfLines = 0
        view.addSubview(summaryLabel)
        summaryLabel.text = presenter.summary()
    }
}

final class BookingPresenter {

    private let tripID: Trip.ID

    init(tripID: Trip.ID) {
        self.tripID = tripID
    }

    func summary() -> String {
        "Flights and hotel for \(tripID)"
    }
}

enum BookingBuilder {

    static func build(tripID: Trip.ID) -> UIViewController {
        let view = BookingViewController()
        view.presenter = BookingPresenter(tripID: tripID)
        return view
    }
}
