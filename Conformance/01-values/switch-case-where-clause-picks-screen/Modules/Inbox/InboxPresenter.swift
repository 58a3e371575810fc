import Foundation

protocol InboxViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectMessage(at index: Int)
}

final class InboxPresenter: InboxViewOutput {

    weak var view: InboxViewInput?
    private let interactor: InboxInteractorInput
    private let router: InboxRouterInput
    private var messages: [InboxMessage] = []

    init(interactor: InboxInteractorInput, router: InboxRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.fetchMessages { [weak self] messages in
            self?.messages = messages
            self?.view?.display(messages.map { ($0.subject, $0.preview) })
        }
    }

    func didSelectMessage(at index: Int) {
        let message = messages[index]
        interactor.markRead(message)
        guard let link = message.link else { return }
        router.open(DeepLink(string: link))
    }
}
