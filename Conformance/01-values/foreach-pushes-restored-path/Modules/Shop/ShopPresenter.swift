import Foundation

final class ShopPresenter {
    weak var view: ShopViewController?
    var interactor: ShopInteractor!
    var router: ShopRouter!

    func viewDidLoad() {
        if let state = interactor.lastBrowsingState() {
            router.restore(categoryID: state.categoryID, productSKU: state.productSKU)
        }
    }
}
