import Foundation

final class InboxPresenter: InboxPresenterProtocol {

    weak var view: InboxViewProtocol?
    var interactor: InboxInteractorInputProtocol?
    var router: InboxRouterProtocol?

    private var threads: [ChatThread] = []
    private var filter: InboxFilterController.Filter = .all

    func viewDidLoad() {
        interactor?.fetchThreads(filter: filter)
    }

    func didPullToRefresh() {
        interactor?.fetchThreads(filter: filter)
    }

    func didSelectThread(at index: Int) {
        guard threads.indices.contains(index) else { return }
        router?.pushConversation(for: threads[index])
    }

    func didTapFilter() {
        router?.presentFilter(current: filter) { [weak self] newFilter in
            guard let self = self else { return }
            self.filter = newFilter
            self.view?.showFilterTitle(newFilter.rawValue)
            self.interactor?.fetchThreads(filter: newFilter)
        }
    }
}

extension InboxPresenter: InboxInteractorOutputProtocol {
    func didFetchThreads(_ threads: [ChatThread]) {
        self.threads = threads
        view?.endRefreshing()
        if threads.isEmpty {
            view?.showEmptyState("No conversations yet")
        } else {
            view?.showThreads(threads.map {
                InboxThreadViewModel(name: $0.participant.name,
                                     preview: $0.lastMessage,
                                     unreadBadge: $0.unreadCount > 0 ? "\($0.unreadCount)" : nil)
            })
        }
    }

    func didFailFetchingThreads(_ error: Error) {
        view?.endRefreshing()
        view?.showEmptyState(error.localizedDescription)
    }
}
