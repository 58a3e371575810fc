import UIKit

// MARK: - View -> Presenter

protocol TicketCheckoutViewToPresenterProtocol: AnyObject {
    var view: TicketCheckoutPresenterToViewProtocol? { get set }
    var interactor: TicketCheckoutPresentorToInteractorProtocol? { get set }
    var router: TicketCheckoutPresenterToRouterProtocol? { get set }

    func viewDidLoad()
    func didChangeQuantity(_ quantity: Int)
    func didSelectTier(at index: Int)
    func didTapPay()
    func didTapCancel()
}

// MARK: - Presenter -> View

protocol TicketCheckoutPresenterToViewProtocol: AnyObject {
    func showSummary(eventTitle: String, tierNames: [String], totalText: String)
    func updateTotal(_ totalText: String)
    func setPaying(_ isPaying: Bool)
    func showPaymentError(message: String)
}

// MARK: - Presenter -> Interactor

protocol TicketCheckoutPresentorToInteractorProtocol: AnyObject {
    var presenter: TicketCheckoutInteractorToPresenterProtocol? { get set }
    var order: TicketOrder { get }

    func updateQuantity(_ quantity: Int)
    func selectTier(_ tier: TicketTier)
    func submitOrder()
}

// MARK: - Interactor -> Presenter

protocol TicketCheckoutInteractorToPresenterProtocol: AnyObject {
    func orderChanged(_ order: TicketOrder)
    func orderConfirmed(reference: String)
    func orderFailed(error: Error)
}

// MARK: - Presenter -> Router

protocol TicketCheckoutPresenterToRouterProtocol: AnyObject {
    func dismissCheckout()
}
