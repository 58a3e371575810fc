import UIKit

final class TrainTicketViewController: UIViewController {
    var presenter: TrainTicketPresenter!
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

final class TrainTicketPresenter {
    private let booking: Booking

    init(booking: Booking) {
        self.booking = booking
    }

    var title: String { "Ticket \(booking.reference)" }
    var note: String { "\(booking.title)\nShow the QR code to the conductor." }
}

enum TrainTicketBuilder {
    static func build(booking: Booking) -> UIViewController {
        let view = TrainTicketViewController()
        view.presenter = TrainTicketPresenter(booking: booking)
        return view
    }
}
