import UIKit

final class HotelStayViewController: UIViewController {
    var presenter: HotelStayPresenter!
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

final class HotelStayPresenter {
    private let booking: Booking

    init(booking: Booking) {
        self.booking = booking
    }

    var title: String { "Stay \(booking.reference)" }
    var note: String { "\(booking.title)\nCheck-in from 15:00, breakfast included." }
}

enum HotelStayBuilder {
    static func build(booking: Booking) -> UIViewController {
        let view = HotelStayViewController()
        view.presenter = HotelStayPresenter(booking: booking)
        return view
    }
}
