import UIKit

enum ConversationContext {
    case thread(ChatThread)
    case existingThread(id: String)
    case newThread(with: User)
}

protocol ConversationViewProtocol: AnyObject {
    var presenter: ConversationPresenterProtocol? { get set }
    func setTitle(_ title: String)
    func showMessages(_ messages: [MessageViewModel])
    func clearComposer()
    func showCloseButton(_ visible: Bool)
}

protocol ConversationPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSend(text: String)
    func didTapLink(_ url: URL)
    func didTapClose()
}

protocol ConversationInteractorInputProtocol: AnyObject {
    func loadMessages()
    func send(_ text: String)
}

protocol ConversationInteractorOutputProtocol: AnyObject {
    func didLoad(messages: [Message], title: String)
    func didSend(_ message: Message)
    func didFail(_ error: Error)
}

protocol ConversationRouterProtocol: AnyObject {
    var isPresentedModally: Bool { get }
    func close()
    func openLink(_ url: URL)
}

struct MessageViewModel {
    let text: String
    let isMine: Bool
    let time: String
}
