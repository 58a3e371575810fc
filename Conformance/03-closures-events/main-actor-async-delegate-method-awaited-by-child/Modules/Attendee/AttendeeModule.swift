import UIKit

final class AttendeeViewController: UIViewController {

    var presenter: AttendeePresenter!
    private let seatLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        title = presenter.title
        seatLabel.textAlignment = .center
        seatLabel.numberOfLines = 0
        seatLabel.font = .preferredFont(forTextStyle: .title2)
        seatLabel.text = presenter.seatText
        seatLabel.frame = view.bounds.insetBy(dx: 24, dy: 220)
        view.addSubview(seatLabel)
    }
}

final class AttendeePresenter {

    private let ticket: Ticket

    init(ticket: Ticket) {
        self.ticket = ticket
    }

    var title: String {
        ticket.holder
    }

    var seatText: String {
        "\(ticket.seat)\nAdmitted \(ticket.admittedAt.formatted(date: .omitted, time: .shortened))"
    }
}

enum AttendeeBuilder {

    static func build(ticket: Ticket) -> UIViewController {
        let view = AttendeeViewController()
        view.presenter = AttendeePresenter(ticket: ticket)
        return view
    }
}
