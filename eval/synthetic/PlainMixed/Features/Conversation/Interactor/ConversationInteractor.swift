import Foundation

final class ConversationInteractor: ConversationInteractorInputProtocol {

    weak var presenter: ConversationInteractorOutputProtocol?
    private let context: ConversationContext
    private let messageService: MessageServiceType

    init(context: ConversationContext, messageService: MessageServiceType) {
        self.context = context
        self.messageService = messageService
    }

    private var threadID: String {
        switch context {
        case .thread(let thread): return thread.id
        case .existingThread(let id): return id
        case .newThread(let user): return "new-\(user.id)"
        }
    }

    private var title: String {
        switch context {
        case .thread(let thread): return thread.participant.name
        case .existingThread: return "Conversation"
        case .newThread(let user): return user.name
        }
    }

    func loadMessages() {
        if case .newThread = context {
            presenter?.didLoad(messages: [], title: title)
            return
        }
        messageService.messages(threadID: threadID) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let messages): self.presenter?.didLoad(messages: messages, title: self.title)
            case .failure(let error): self.presenter?.didFail(error)
            }
        }
    }

    func send(_ text: String) {
        messageService.send(text, threadID: threadID) { [weak self] result in
            switch result {
            case .success(let message): self?.presenter?.didSend(message)
            case .failure(let error): self?.presenter?.didFail(error)
            }
        }
    }
}
