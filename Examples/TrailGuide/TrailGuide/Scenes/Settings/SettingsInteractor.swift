protocol SettingsBusinessLogic {
    func reload(request: SettingsRequest)
}

protocol SettingsDataStore {
    
}

final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    var presenter: SettingsPresentationLogic?
    

    func reload(request: SettingsRequest) {
        presenter?.presentSettings(response: SettingsResponse())
    }
}
