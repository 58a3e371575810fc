import Foundation

@MainActor
final class GlazePhotosPresenter: ObservableObject {
    @Published private(set) var jobs: [UploadJob] = []
    @Published private(set) var readyCount = 0

    private let interactor: GlazePhotosInteractor

    init(interactor: GlazePhotosInteractor) {
        self.interactor = interactor
    }

    func load() {
        jobs = interactor.pendingJobs()
        readyCount = jobs.filter(\.isReady).count
    }

    func didTapPrepareAll() {
        jobs.forEach(interactor.prepare)
        readyCount = jobs.filter(\.isReady).count
    }
}
