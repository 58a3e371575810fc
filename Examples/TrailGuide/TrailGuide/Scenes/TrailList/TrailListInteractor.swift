/// What the trail list screen asks its interactor to do.
protocol TrailListBusinessLogic {
    /// Reloads the trail list, also after returning from the Filter screen.
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
