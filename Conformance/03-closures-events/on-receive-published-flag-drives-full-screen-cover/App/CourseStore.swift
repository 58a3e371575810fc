import Foundation

struct Lesson: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
    let isPremium: Bool
}

struct Phrase: Identifiable, Hashable {
    let id: Int
    let spanish: String
    let english: String
}

final class CourseStore {
    private(set) var isSubscribed = false
    private var completed: Set<Lesson.ID> = []

    func lessons() async -> [Lesson] {
        [
            Lesson(id: 1, title: "Ordering coffee", minutes: 6, isPremium: false),
            Lesson(id: 2, title: "At the market", minutes: 9, isPremium: false),
            Lesson(id: 3, title: "Past tense, irregular verbs", minutes: 14, isPremium: true),
            Lesson(id: 4, title: "Talking about the weekend", minutes: 11, isPremium: true)
        ]
    }

    func phrases(of lesson: Lesson) async -> [Phrase] {
        [
            Phrase(id: 1, spanish: "Un café con leche, por favor", english: "A white coffee, please"),
            Phrase(id: 2, spanish: "¿Cuánto cuesta?", english: "How much is it?")
        ]
    }

    func markCompleted(_ lesson: Lesson) {
        completed.insert(lesson.id)
    }

    func purchaseYearly() async -> Bool {
        isSubscribed = true
        return true
    }

    func logLockedTap(_ lesson: Lesson) {}
}
