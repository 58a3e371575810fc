import UIKit

enum NewListingBuilder {

    static func build() -> UIViewController {
        let view = NewListingViewController()
        let router = NewListingRouter()
        let presenter = NewListingPresenter(interactor: NewListingInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
