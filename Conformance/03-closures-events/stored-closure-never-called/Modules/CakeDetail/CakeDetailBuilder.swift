import UIKit

enum CakeDetailBuilder {

    static func build(cake: Cake, onOrder: ((Cake) -> Void)?) -> UIViewController {
        let view = CakeDetailViewController()
        let presenter = CakeDetailPresenter(cake: cake, favorites: FavoritesStore())
        presenter.view = view
        presenter.onOrder = onOrder
        view.presenter = presenter
        return view
    }
}
