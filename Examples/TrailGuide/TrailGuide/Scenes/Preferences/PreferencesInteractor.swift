protocol PreferencesBusinessLogic {
    func reload(request: PreferencesRequest)
}

protocol PreferencesDataStore {
    
}

final class PreferencesInteractor: PreferencesBusinessLogic, PreferencesDataStore {
    var presenter: PreferencesPresentationLogic?
    

    func reload(request: PreferencesRequest) {
        presenter?.presentPreferences(response: PreferencesResponse())
    }
}
