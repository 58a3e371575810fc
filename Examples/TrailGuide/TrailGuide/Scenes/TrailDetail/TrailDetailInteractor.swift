protocol TrailDetailBusinessLogic {
    func reload(request: TrailDetailRequest)
}

protocol TrailDetailDataStore {
    var trailID: String? { get set }
}

final class TrailDetailInteractor: TrailDetailBusinessLogic, TrailDetailDataStore {
    var presenter: TrailDetailPresentationLogic?
    var trailID: String?

    func reload(request: TrailDetailRequest) {
        presenter?.presentTrailDetail(response: TrailDetailResponse())
    }
}
