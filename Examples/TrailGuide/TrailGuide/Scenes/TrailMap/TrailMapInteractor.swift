protocol TrailMapBusinessLogic {
    func reload(request: TrailMapRequest)
}

protocol TrailMapDataStore {
    
}

final class TrailMapInteractor: TrailMapBusinessLogic, TrailMapDataStore {
    var presenter: TrailMapPresentationLogic?
    

    func reload(request: TrailMapRequest) {
        presenter?.presentTrailMap(response: TrailMapResponse())
    }
}
