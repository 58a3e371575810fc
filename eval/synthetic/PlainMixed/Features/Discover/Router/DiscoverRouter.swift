import UIKit

final class DiscoverRouter: DiscoverRouterProtocol {

    weak var viewController: UIViewController?
    private var profileCoordinator: ProfileCoordinator?

    static func createModule() -> UIViewController {
        let view = DiscoverViewController()
        let presenter = DiscoverPresenter()
        let interactor = DiscoverInteractor(userService: UserService.shared)
        let router = DiscoverRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view
        return view
    }

    /// Profiles are still plain MVC; hand over to their coordinator.
    func showProfile(of user: User) {
        guard let navigationController = viewController?.navigationController else { return }
        let coordinator = ProfileCoordinator(navigationController: navigationController, userID: user.id)
        profileCoordinator = coordinator
        coordinator.start()
    }

    func startConversation(with user: User) {
        let conversation = ConversationRouter.createModule(context: .newThread(with: user))
        let navigation = UINavigationController(rootViewController: conversation)
        viewController?.present(navigation, animated: true)
    }
}
