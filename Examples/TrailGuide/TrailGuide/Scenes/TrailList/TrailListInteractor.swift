protocol TrailListBusinessLogic {
    func reload(request: TrailListRequest)
}

protocol TrailListDataStore {
    var selectedTrailID: String? { get }
}

final class TrailListInteractor: TrailListBusinessLogic, TrailListDataStore {
    var presenter: TrailListPresentationLogic?
    var selectedTrailID: String?

    func reload(request: TrailListRequest) {
        presenter?.presentTrailList(response: TrailListResponse())
    }
}
