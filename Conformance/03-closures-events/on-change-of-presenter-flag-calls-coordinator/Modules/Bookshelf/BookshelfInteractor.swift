import Foundation

enum BookshelfResult {
    case books([Audiobook])
    case sessionExpired
    case unavailable
}

final class BookshelfInteractor {
    private let api: AudiobookAPI

    init(api: AudiobookAPI) {
        self.api = api
    }

    func books() async -> BookshelfResult {
        do {
            return .books(try await api.library())
        } catch AudiobookError.sessionExpired {
            return .sessionExpired
        } catch {
            return .unavailable
        }
    }

    func signOut() {
        api.signOut()
    }
}
