import Foundation

final class InboxInteractor: InboxInteractorInputProtocol {

    weak var presenter: InboxInteractorOutputProtocol?
    private let messageService: MessageServiceType
    private let starredStore = UserDefaults.standard

    init(messageService: MessageServiceType) {
        self.messageService = messageService
    }

    func fetchThreads(filter: InboxFilterController.Filter) {
        messageService.threads { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let threads):
                self.presenter?.didFetchThreads(self.apply(filter, to: threads))
            case .failure(let error):
                self.presenter?.didFailFetchingThreads(error)
            }
        }
    }

    private func apply(_ filter: InboxFilterController.Filter, to threads: [ChatThread]) -> [ChatThread] {
        switch filter {
        case .all:
            return threads.sorted { $0.updatedAt > $1.updatedAt }
        case .unread:
            return threads.filter { $0.unreadCount > 0 }
        case .starred:
            let starred = Set(starredStore.stringArray(forKey: "inbox.starred") ?? [])
            return threads.filter { starred.contains($0.id) }
        }
    }
}
