import Foundation

final class HomeInteractor: HomeInteractorInput {
    weak var output: HomeInteractorOutput?
    private let profileService: ProfileServiceProtocol
    private let draftStore: DraftStore

    init(profileService: ProfileServiceProtocol, draftStore: DraftStore) {
        self.profileService = profileService
        self.draftStore = draftStore
    }

    func loadPeople() {
        profileService.fetchPeople { [weak self] result in
            switch result {
            case .success(let people): self?.output?.didLoad(people: people)
            case .failure(let error): self?.output?.didFail(error)
            }
        }
    }

    func loadDrafts() {
        output?.didLoad(drafts: draftStore.drafts)
    }
}
