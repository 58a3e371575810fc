import UIKit

enum AddressBuilder {

    static func build(onConfirm: @escaping (ShippingAddress) -> Void) -> UIViewController {
        let view = AddressViewController()
        view.presenter = AddressPresenter(onConfirm: onConfirm)
        return view
    }
}
