import Foundation

struct Lesson: Hashable {
    let title: String
    let minutes: Int
    var completed: Bool
}

final class CourseStore {
    static let shared = CourseStore()

    private let defaults = UserDefaults.standard
    private let onboardedKey = "hasFinishedOnboarding"

    private(set) var lessons: [Lesson] = [
        Lesson(title: "Greetings at the market", minutes: 6, completed: false),
        Lesson(title: "Numbers and prices", minutes: 8, completed: false),
        Lesson(title: "Asking for directions", minutes: 7, completed: false)
    ]

    var hasFinishedOnboarding: Bool {
        get { defaults.bool(forKey: onboardedKey) }
        set { defaults.set(newValue, forKey: onboardedKey) }
    }

    var dailyGoalMinutes = 10
}
