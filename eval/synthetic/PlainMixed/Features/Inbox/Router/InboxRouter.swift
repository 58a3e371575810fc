import UIKit

final class InboxRouter: InboxRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = InboxViewController()
        let presenter = InboxPresenter()
        let interactor = InboxInteractor(messageService: MessageService())
        let router = InboxRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view
        return view
    }

    func pushConversation(for thread: ChatThread) {
        let conversation = ConversationRouter.createModule(context: .thread(thread))
        viewController?.navigationController?.pushViewController(conversation, animated: true)
    }

    func presentFilter(current: InboxFilterController.Filter,
                       onApply: @escaping (InboxFilterController.Filter) -> Void) {
        let filter = InboxFilterController(selected: current)
        filter.onApply = onApply
        let navigation = UINavigationController(rootViewController: filter)
        navigation.modalPresentationStyle = .formSheet
        viewController?.present(navigation, animated: true)
    }
}
