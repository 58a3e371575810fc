protocol FilterBusinessLogic {
    func reload(request: FilterRequest)
}

protocol FilterDataStore {
    
}

final class FilterInteractor: FilterBusinessLogic, FilterDataStore {
    var presenter: FilterPresentationLogic?
    

    func reload(request: FilterRequest) {
        presenter?.presentFilter(response: FilterResponse())
    }
}
