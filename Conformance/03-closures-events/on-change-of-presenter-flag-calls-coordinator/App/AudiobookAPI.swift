import Foundation

struct Audiobook: Identifiable, Hashable {
    let id: Int
    let title: String
    let narrator: String
    let minutesLeft: Int
}

enum AudiobookError: Error {
    case sessionExpired
    case badCredentials
}

final class AudiobookAPI {
    private var token: String? = UserDefaults.standard.string(forKey: "chapterhouse.token")

    var hasSession: Bool { token != nil }

    func signIn(email: String, password: String) async throws {
        try await Task.sleep(nanoseconds: 250_000_000)
        guard email.contains("@"), password.count >= 6 else { throw AudiobookError.badCredentials }
        token = UUID().uuidString
        UserDefaults.standard.set(token, forKey: "chapterhouse.token")
    }

    func signOut() {
        token = nil
        UserDefaults.standard.removeObject(forKey: "chapterhouse.token")
    }

    func library() async throws -> [Audiobook] {
        guard token != nil else { throw AudiobookError.sessionExpired }
        return [
            Audiobook(id: 1, title: "The Salt Road", narrator: "Imogen Hale", minutesLeft: 312),
            Audiobook(id: 2, title: "A Field Guide to Clouds", narrator: "Dev Patel-Moore", minutesLeft: 95)
        ]
    }

    func saveProgress(bookID: Int, minutesLeft: Int) async {}
}
