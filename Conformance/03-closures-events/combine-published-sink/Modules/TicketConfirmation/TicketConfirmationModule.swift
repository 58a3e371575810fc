import UIKit

final class TicketConfirmationViewController: UIViewController {

    var presenter: TicketConfirmationPresenter!
    private let codeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        codeLabel.font = .monospacedSystemFont(ofSize: 28, weight: .bold)
        codeLabel.textAlignment = .center
        codeLabel.frame = view.bounds.insetBy(dx: 20, dy: 240)
        codeLabel.text = presenter.code
        view.addSubview(codeLabel)
    }
}

final class TicketConfirmationPresenter {

    private let ticket: Ticket

    init(ticket: Ticket) {
        self.ticket = ticket
    }

    var code: String {
        ticket.code
    }
}

enum TicketConfirmationBuilder {

    static func build(ticket: Ticket) -> UIViewController {
        let view = TicketConfirmationViewController()
        view.presenter = TicketConfirmationPresenter(ticket: ticket)
        return view
    }
}
