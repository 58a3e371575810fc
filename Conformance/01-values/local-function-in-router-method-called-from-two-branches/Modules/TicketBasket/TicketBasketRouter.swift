import UIKit

protocol TicketBasketRouterInput: AnyObject {
    func proceedToCheckout(with tickets: [Ticket], account: Account?)
}

final class TicketBasketRouter: TicketBasketRouterInput {
    weak var viewController: UIViewController?
    private let session: AccountSession

    init(session: AccountSession) {
        self.session = session
    }

    func proceedToCheckout(with tickets: [Ticket], account: Account?) {
        func askToSignIn(because reason: String) {
            let signIn = SignInBuilder.build(reason: reason, session: session)
            viewController?.present(signIn, animated: true)
        }

        guard let account else {
            askToSignIn(because: "Sign in to buy your tickets.")
            return
        }
        if account.isExpired {
            askToSignIn(because: "Your session has expired. Please sign in again.")
            return
        }

        let checkout = CheckoutBuilder.build(tickets: tickets, email: account.email)
        viewController?.navigationController?.pushViewController(checkout, animated: true)
    }
}
