import UIKit

enum HotelDetailsBuilder {

    static func build(hotelID: String) -> UIViewController {
        let view = HotelDetailsViewController()
        let router = HotelDetailsRouter()
        let presenter = HotelDetailsPresenter(interactor: HotelDetailsInteractor(hotelID: hotelID), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
