import UIKit

// MARK: - View
protocol InboxViewProtocol: AnyObject {
    var presenter: InboxPresenterProtocol? { get set }
    func showThreads(_ threads: [InboxThreadViewModel])
    func showEmptyState(_ message: String)
    func showFilterTitle(_ title: String)
    func endRefreshing()
}

// MARK: - Presenter
protocol InboxPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectThread(at index: Int)
    func didTapFilter()
}

// MARK: - Interactor
protocol InboxInteractorInputProtocol: AnyObject {
    func fetchThreads(filter: InboxFilterController.Filter)
}

protocol InboxInteractorOutputProtocol: AnyObject {
    func didFetchThreads(_ threads: [ChatThread])
    func didFailFetchingThreads(_ error: Error)
}

// MARK: - Router
protocol InboxRouterProtocol: AnyObject {
    static func createModule() -> UIViewController
    func pushConversation(for thread: ChatThread)
    func presentFilter(current: InboxFilterController.Filter,
                       onApply: @escaping (InboxFilterController.Filter) -> Void)
}

struct InboxThreadViewModel {
    let name: String
    let preview: String
    let unreadBadge: String?
}
