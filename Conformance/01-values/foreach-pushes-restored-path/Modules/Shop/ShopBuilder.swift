import UIKit

enum ShopBuilder {
    static func build() -> UIViewController {
        let view = ShopViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let presenter = ShopPresenter()
        let router = ShopRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ShopInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
