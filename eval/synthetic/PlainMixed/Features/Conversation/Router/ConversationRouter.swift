import UIKit

final class ConversationRouter: ConversationRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule(context: ConversationContext) -> UIViewController {
        let view = ConversationViewController()
        let presenter = ConversationPresenter()
        let interactor = ConversationInteractor(context: context, messageService: MessageService())
        let router = ConversationRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view
        view.hidesBottomBarWhenPushed = true
        return view
    }

    /// True when the conversation is the root of a modally presented navigation controller.
    var isPresentedModally: Bool {
        guard let viewController = viewController else { return false }
        return viewController.navigationController?.viewControllers.first === viewController
            && viewController.presentingViewController != nil
    }

    func close() {
        if isPresentedModally {
            viewController?.dismiss(animated: true)
        } else {
            viewController?.navigationController?.popViewController(animated: true)
        }
    }

    func openLink(_ url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.present(UINavigationController(rootViewController: web), animated: true)
    }
}
