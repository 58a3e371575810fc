import UIKit

final class RoomKeyViewController: UIViewController {

    var presenter: RoomKeyPresenter!
    private let roomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        title = presenter.title
        roomLabel.textColor = .white
        roomLabel.textAlignment = .center
        roomLabel.numberOfLines = 0
        roomLabel.font = .preferredFont(forTextStyle: .largeTitle)
        roomLabel.text = presenter.keyText
        roomLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(roomLabel)
    }
}

final class RoomKeyPresenter {

    private let booking: Booking

    init(booking: Booking) {
        self.booking = booking
    }

    var title: String {
        "Welcome, \(booking.guestName)"
    }

    var keyText: String {
        "Room \(booking.room)\nHold your phone to the lock"
    }
}

enum RoomKeyBuilder {

    static func build(booking: Booking) -> UIViewController {
        let view = RoomKeyViewController()
        view.presenter = RoomKeyPresenter(booking: booking)
        return view
    }
}
