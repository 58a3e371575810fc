import Combine
import Foundation

enum BackupError: Error {
    case quotaExceeded
    case offline

    var message: String {
        switch self {
        case .quotaExceeded: return "Your cloud storage is full."
        case .offline: return "You're offline. We'll retry on Wi-Fi."
        }
    }
}

final class PhotoUploader {

    private let defaults = UserDefaults.standard
    private let quotaBytes: Int = 5_000_000_000

    var pendingPhotoCount: Int { defaults.integer(forKey: "backup.pendingCount") }
    private var usedBytes: Int { defaults.integer(forKey: "backup.usedBytes") }

    /// Emits the uploaded fraction and finishes, or fails when the photos would not fit.
    func uploadPending() -> AnyPublisher<Double, BackupError> {
        guard usedBytes + pendingPhotoCount * 3_000_000 <= quotaBytes else {
            return Fail(error: .quotaExceeded).eraseToAnyPublisher()
        }
        return Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .scan(0.0) { fraction, _ in fraction + 0.05 }
            .prefix(while: { $0 <= 1.0 })
            .setFailureType(to: BackupError.self)
            .eraseToAnyPublisher()
    }
}
