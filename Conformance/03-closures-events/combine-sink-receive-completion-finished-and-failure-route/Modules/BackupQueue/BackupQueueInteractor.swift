import Combine
import Foundation

protocol BackupQueueInteractorInput: AnyObject {
    var pendingCount: Int { get }
    func backUpPendingPhotos() -> AnyPublisher<Double, BackupError>
}

final class BackupQueueInteractor: BackupQueueInteractorInput {

    private let uploader: PhotoUploader

    init(uploader: PhotoUploader) {
        self.uploader = uploader
    }

    var pendingCount: Int { uploader.pendingPhotoCount }

    func backUpPendingPhotos() -> AnyPublisher<Double, BackupError> {
        uploader.uploadPending()
    }
}
