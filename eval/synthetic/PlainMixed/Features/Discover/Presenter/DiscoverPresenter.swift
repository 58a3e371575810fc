import Foundation

final class DiscoverPresenter: DiscoverPresenterProtocol {

    weak var view: DiscoverViewProtocol?
    var interactor: DiscoverInteractorInputProtocol?
    var router: DiscoverRouterProtocol?

    private var users: [User] = []

    func viewDidLoad() {
        interactor?.fetchSuggestedUsers()
    }

    func didSelectUser(at index: Int) {
        guard users.indices.contains(index) else { return }
        router?.showProfile(of: users[index])
    }

    func didTapMessage(at index: Int) {
        guard users.indices.contains(index) else { return }
        router?.startConversation(with: users[index])
    }
}

extension DiscoverPresenter: DiscoverInteractorOutputProtocol {
    func didFetch(users: [User]) {
        self.users = users
        view?.showUsers(users.map { DiscoverUserViewModel(name: $0.name, bio: $0.bio, avatarURL: $0.avatarURL) })
    }

    func didFail(_ error: Error) {
        view?.showError(error.localizedDescription)
    }
}
