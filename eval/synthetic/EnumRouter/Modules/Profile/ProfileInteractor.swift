import Foundation

final class ProfileInteractor: ProfileInteractorInput {
    weak var output: ProfileInteractorOutput?
    private let userID: String
    private let service: ProfileServiceProtocol

    init(userID: String, service: ProfileServiceProtocol) {
        self.userID = userID
        self.service = service
    }

    func loadProfile() {
        service.fetchProfile(userID: userID) { [weak self] result in
            switch result {
            case .success(let profile): self?.output?.didLoad(profile: profile)
            case .failure(let error): self?.output?.didFail(error)
            }
        }
    }
}
