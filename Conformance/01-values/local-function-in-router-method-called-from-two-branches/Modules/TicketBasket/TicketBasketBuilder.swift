import UIKit

enum TicketBasketBuilder {
    static func build(session: AccountSession) -> UIViewController {
        let view = TicketBasketViewController(style: .plain)
        let router = TicketBasketRouter(session: session)
        let presenter = TicketBasketPresenter(interactor: TicketBasketInteractor(session: session), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
