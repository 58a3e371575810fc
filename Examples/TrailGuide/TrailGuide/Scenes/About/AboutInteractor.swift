protocol AboutBusinessLogic {
    func reload(request: AboutRequest)
}

protocol AboutDataStore {
    
}

final class AboutInteractor: AboutBusinessLogic, AboutDataStore {
    var presenter: AboutPresentationLogic?
    

    func reload(request: AboutRequest) {
        presenter?.presentAbout(response: AboutResponse())
    }
}
