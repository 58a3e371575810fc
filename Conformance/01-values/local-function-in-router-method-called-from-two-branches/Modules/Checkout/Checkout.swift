import UIKit

final class CheckoutViewController: UIViewController {
    var presenter: CheckoutPresenter!
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Checkout"
        totalLabel.font = .preferredFont(forTextStyle: .title2)
        totalLabel.text = presenter.summary
        totalLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(totalLabel)
    }
}

final class CheckoutPresenter {
    private let tickets: [Ticket]
    private let email: String

    init(tickets: [Ticket], email: String) {
        self.tickets = tickets
        self.email = email
    }

    var summary: String {
        let total = tickets.reduce(0) { $0 + $1.priceCents }
        return "\(tickets.count) tickets, €\(total / 100).\(String(format: "%02d", total % 100)) — receipt to \(email)"
    }
}

enum CheckoutBuilder {
    static func build(tickets: [Ticket], email: String) -> UIViewController {
        let view = CheckoutViewController()
        view.presenter = CheckoutPresenter(tickets: tickets, email: email)
        return view
    }
}
