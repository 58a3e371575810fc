import Foundation

protocol AddressViewOutput: AnyObject {
    func didTapNext(street: String, city: String)
}

final class AddressPresenter: AddressViewOutput {

    private let onConfirm: (ShippingAddress) -> Void

    init(onConfirm: @escaping (ShippingAddress) -> Void) {
        self.onConfirm = onConfirm
    }

    func didTapNext(street: String, city: String) {
        guard !street.isEmpty, !city.isEmpty else { return }
        onConfirm(ShippingAddress(street: street, city: city))
    }
}
