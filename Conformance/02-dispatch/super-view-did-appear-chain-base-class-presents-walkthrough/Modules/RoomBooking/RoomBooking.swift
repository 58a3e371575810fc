import UIKit

/// Inherits `viewDidAppear(_:)` from the base class unchanged.
final class RoomBookingViewController: WalkthroughGatedViewController {

    var presenter: RoomBookingPresenter!
    private let hoursStepper = UIStepper()
    private let bookButton = UIButton(configuration: .borderedProminent())

    override var walkthroughTopic: WalkthroughTopic? { .booking }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        hoursStepper.minimumValue = 1
        hoursStepper.maximumValue = 4
        hoursStepper.frame.origin = CGPoint(x: 24, y: 160)
        bookButton.setTitle("Book", for: .normal)
        bookButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapBook(hours: Int(self.hoursStepper.value))
        }, for: .touchUpInside)
        bookButton.frame = CGRect(x: 24, y: 220, width: 120, height: 44)
        view.addSubview(hoursStepper)
        view.addSubview(bookButton)
    }
}

final class RoomBookingPresenter {

    private let room: KaraokeRoom
    private let venue: KaraokeVenue

    init(room: KaraokeRoom, venue: KaraokeVenue) {
        self.room = room
        self.venue = venue
    }

    var title: String { "Book \(room.name)" }

    func didTapBook(hours: Int) {
        venue.book(room, hours: hours) { booked in
            print(booked ? "Booked \(hours)h" : "Booking failed")
        }
    }
}

enum RoomBookingAssembly {

    static func assemble(room: KaraokeRoom, venue: KaraokeVenue) -> UIViewController {
        let view = RoomBookingViewController()
        view.presenter = RoomBookingPresenter(room: room, venue: venue)
        return view
    }
}
