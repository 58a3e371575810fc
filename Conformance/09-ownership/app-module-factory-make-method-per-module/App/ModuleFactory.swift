import UIKit

/// Builds every screen of the app. Routers get it injected and ask it for
/// the next screen; it wires the VIPER parts and returns the view controller.
protocol ModuleFactoryProtocol: AnyObject {
    func makeExplore() -> UIViewController
    func makeStayDetail(stayId: String) -> UIViewController
    func makeBooking(stayId: String, nights: Int) -> UIViewController
    func makeProfile() -> UIViewController
}

final class ModuleFactory: ModuleFactoryProtocol {

    private let stays: StayRepository

    init(stays: StayRepository) {
        self.stays = stays
    }

    func makeExplore() -> UIViewController {
        let view = ExploreViewController()
        let router = ExploreRouter(factory: self)
        let presenter = ExplorePresenter(interactor: ExploreInteractor(stays: stays), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }

    func makeStayDetail(stayId: String) -> UIViewController {
        let view = StayDetailViewController()
        let router = StayDetailRouter(factory: self)
        let interactor = StayDetailInteractor(stayId: stayId, stays: stays)
        let presenter = StayDetailPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }

    func makeBooking(stayId: String, nights: Int) -> UIViewController {
        let view = BookingViewController()
        let router = BookingRouter()
        let presenter = BookingPresenter(stayId: stayId, nights: nights, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }

    func makeProfile() -> UIViewController {
        let view = ProfileViewController()
        let presenter = ProfilePresenter(interactor: ProfileInteractor())
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
