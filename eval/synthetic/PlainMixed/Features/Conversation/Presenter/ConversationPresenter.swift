import Foundation

final class ConversationPresenter: ConversationPresenterProtocol {

    weak var view: ConversationViewProtocol?
    var interactor: ConversationInteractorInputProtocol?
    var router: ConversationRouterProtocol?

    private var messages: [Message] = []
    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    func viewDidLoad() {
        view?.showCloseButton(router?.isPresentedModally ?? false)
        interactor?.loadMessages()
    }

    func didTapSend(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        interactor?.send(trimmed)
    }

    func didTapLink(_ url: URL) {
        router?.openLink(url)
    }

    func didTapClose() {
        router?.close()
    }

    private func render() {
        let me = SessionManager.shared.currentUser?.id
        view?.showMessages(messages.map {
            MessageViewModel(text: $0.text, isMine: $0.senderID == me, time: timeFormatter.string(from: $0.sentAt))
        })
    }
}

extension ConversationPresenter: ConversationInteractorOutputProtocol {
    func didLoad(messages: [Message], title: String) {
        self.messages = messages
        view?.setTitle(title)
        render()
    }

    func didSend(_ message: Message) {
        messages.append(message)
        view?.clearComposer()
        render()
    }

    func didFail(_ error: Error) {
        // Keep whatever is on screen; a banner would go here.
    }
}
