protocol ProfileBusinessLogic {
    func reload(request: ProfileRequest)
}

protocol ProfileDataStore {
    
}

final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
    var presenter: ProfilePresentationLogic?
    private(set) var recentTrailIDs: [String] = []

    func reload(request: ProfileRequest) {
        recentTrailIDs = RecentTrailsStore.shared.recentTrailIDs()
        presenter?.presentProfile(response: ProfileResponse())
    }
}
