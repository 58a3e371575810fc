import Combine
import Foundation

protocol BackupQueueViewOutput: AnyObject {
    func viewDidLoad()
    func didTapBackUp()
}

final class BackupQueuePresenter: BackupQueueViewOutput {

    weak var view: BackupQueueViewInput?
    weak var output: BackupQueueModuleOutput?
    private let interactor: BackupQueueInteractorInput
    private var upload: AnyCancellable?

    init(interactor: BackupQueueInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.showPending(interactor.pendingCount)
    }

    func didTapBackUp() {
        view?.showProgress(0)
        upload = interactor.backUpPendingPhotos()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                guard let self else { return }
                switch completion {
                case .finished:
                    self.output?.backupQueueDidFinish(uploadedCount: self.interactor.pendingCount)
                case .failure(.quotaExceeded):
                    self.output?.backupQueueNeedsMoreStorage()
                case .failure(let error):
                    self.view?.showError(error.message)
                }
            }, receiveValue: { [weak self] fraction in
                self?.view?.showProgress(fraction)
            })
    }
}
