import UIKit

enum TransferBuilder {

    static func build(api: PaymentsAPI = PaymentsAPI()) -> UIViewController {
        let view = TransferViewController()
        let router = TransferRouter()
        let presenter = TransferPresenter(interactor: TransferInteractor(api: api), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
