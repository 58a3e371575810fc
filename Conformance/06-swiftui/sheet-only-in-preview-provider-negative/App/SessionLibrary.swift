import Foundation

struct MeditationSession: Identifiable, Hashable {
    let id: String
    let title: String
    let minutes: Int
    let isPremium: Bool
}

final class SessionLibrary {
    func sessions() -> [MeditationSession] {
        [
            MeditationSession(id: "breath-5", title: "Five breaths", minutes: 5, isPremium: false),
            MeditationSession(id: "body-scan", title: "Body scan", minutes: 15, isPremium: false),
            MeditationSession(id: "sleep-30", title: "Drifting off", minutes: 30, isPremium: true)
        ]
    }
}
