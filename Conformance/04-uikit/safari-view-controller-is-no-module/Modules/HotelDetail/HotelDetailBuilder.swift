import UIKit

enum HotelDetailBuilder {
    static func build(hotel: Hotel) -> UIViewController {
        let view = HotelDetailViewController()
        let presenter = HotelDetailPresenter(hotel: hotel)
        let router = HotelDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
