import UIKit

/// Builds the event feed module, the app's first screen, and navigates from it to event details and the profile.
class EventListRouter: EventFeedPresenterToRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = EventFeedViewController()
        let presenter: EventFeedViewToPresenterProtocol & EventFeedInteractorToPresenterProtocol = EventListPresenter()
        let interactor: EventFeedPresenterToInteractorProtocol = EventListInteractor()
        let router = EventListRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view

        return view
    }

    func pushToEventDetail(eventID: String) {
        let detailModule = EventDetailRouter.createModule(eventID: eventID)
        viewController?.navigationController?.pushViewController(detailModule, animated: true)
    }

    func presentProfile() {
        let profileModule = ProfileRouter.createModule()
        let navigation = UINavigationController(rootViewController: profileModule)
        navigation.modalPresentationStyle = .pageSheet
        viewController?.present(navigation, animated: true)
    }
}
