import UIKit

enum SeatSelectionBuilder {

    static func build(screening: String) -> UIViewController {
        let view = SeatSelectionViewController()
        let router = SeatSelectionRouter()
        let presenter = SeatSelectionPresenter(interactor: SeatSelectionInteractor(screening: screening), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
