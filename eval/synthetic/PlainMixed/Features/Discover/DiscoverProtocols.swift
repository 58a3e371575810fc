import UIKit

protocol DiscoverViewProtocol: AnyObject {
    var presenter: DiscoverPresenterProtocol? { get set }
    func showUsers(_ users: [DiscoverUserViewModel])
    func showError(_ message: String)
}

protocol DiscoverPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectUser(at index: Int)
    func didTapMessage(at index: Int)
}

protocol DiscoverInteractorInputProtocol: AnyObject {
    func fetchSuggestedUsers()
}

protocol DiscoverInteractorOutputProtocol: AnyObject {
    func didFetch(users: [User])
    func didFail(_ error: Error)
}

protocol DiscoverRouterProtocol: AnyObject {
    func showProfile(of user: User)
    func startConversation(with user: User)
}

struct DiscoverUserViewModel {
    let name: String
    let bio: String
    let avatarURL: URL?
}
