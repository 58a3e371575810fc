import UIKit

final class FlightDetailViewController: UIViewController {
    var presenter: FlightDetailPresenter!
    private let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        noteLabel.numberOfLines = 0
        noteLabel.text = presenter.note
        noteLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(noteLabel)
    }
}

final class FlightDetailPresenter {
    private let booking: Booking

    init(booking: Booking) {
        self.booking = booking
    }

    var title: String { "Flight \(booking.reference)" }
    var note: String { "\(booking.title)\nGate and seat are shown 24 hours before departure." }
}

enum FlightDetailBuilder {
    static func build(booking: Booking) -> UIViewController {
        let view = FlightDetailViewController()
        view.presenter = FlightDetailPresenter(booking: booking)
        return view
    }
}
