protocol ProfileBusinessLogic {
    func reload(request: ProfileRequest)
}

protocol ProfileDataStore {
    
}

final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
    var presenter: ProfilePresentationLogic?
    

    func reload(request: ProfileRequest) {
        presenter?.presentProfile(response: ProfileResponse())
    }
}
