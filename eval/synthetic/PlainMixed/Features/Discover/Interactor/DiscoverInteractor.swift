import Foundation

final class DiscoverInteractor: DiscoverInteractorInputProtocol {

    weak var presenter: DiscoverInteractorOutputProtocol?
    private let userService: UserServiceType

    init(userService: UserServiceType) {
        self.userService = userService
    }

    func fetchSuggestedUsers() {
        userService.suggestedUsers { [weak self] result in
            switch result {
            case .success(let users):
                let me = SessionManager.shared.currentUser?.id
                self?.presenter?.didFetch(users: users.filter { $0.id != me })
            case .failure(let error):
                self?.presenter?.didFail(error)
            }
        }
    }
}
