import Foundation

struct Lesson: Identifiable {
    let id: Int
    let instrument: String
    let teacher: String
    let startsAt: Date
}

struct PracticeSession: Identifiable {
    let id: UUID
    let piece: String
    let minutes: Int
}

struct Recital: Identifiable {
    let id: Int
    let title: String
    let hall: String
    let date: Date
}

final class StudioCatalog {
    private(set) var sessions: [PracticeSession] = []

    func upcomingLessons() async -> [Lesson] {
        [Lesson(id: 1, instrument: "Cello", teacher: "Ms. Varga", startsAt: .now.addingTimeInterval(86_400)),
         Lesson(id: 2, instrument: "Theory", teacher: "Mr. Osei", startsAt: .now.addingTimeInterval(259_200))]
    }

    func log(piece: String, minutes: Int) {
        sessions.append(PracticeSession(id: UUID(), piece: piece, minutes: minutes))
    }

    func recitals() async -> [Recital] {
        [Recital(id: 7, title: "Spring showcase", hall: "Hall B", date: .now.addingTimeInterval(1_209_600))]
    }
}
