import Foundation

protocol PaymentViewOutput: AnyObject {
    var summary: String { get }
    func didTapPay()
}

final class PaymentPresenter: PaymentViewOutput {

    private let interactor: PaymentInteractorInput
    private let order: FlowerOrder
    private let onPaid: () -> Void

    init(interactor: PaymentInteractorInput, order: FlowerOrder, onPaid: @escaping () -> Void) {
        self.interactor = interactor
        self.order = order
        self.onPaid = onPaid
    }

    var summary: String {
        "\(order.total) to \(order.address?.street ?? ""), \(order.address?.city ?? "")"
    }

    func didTapPay() {
        if interactor.charge(order) {
            onPaid()
        }
    }
}
