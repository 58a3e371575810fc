protocol TrailDetailBusinessLogic {
    func reload(request: TrailDetailRequest)
}

protocol TrailDetailDataStore {
    var trailID: String? { get set }
}

final class TrailDetailInteractor: TrailDetailBusinessLogic, TrailDetailDataStore {
    var presenter: TrailDetailPresentationLogic?
    var trailID: String?
    private let recents: RecentTrailsStore

    init(recents: RecentTrailsStore = .shared) {
        self.recents = recents
    }

    func reload(request: TrailDetailRequest) {
        if let trailID = trailID {
            recents.recordVisit(to: trailID)
        }
        presenter?.presentTrailDetail(response: TrailDetailResponse())
    }
}
