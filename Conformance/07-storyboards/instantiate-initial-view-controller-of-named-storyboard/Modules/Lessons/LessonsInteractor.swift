import Foundation

final class LessonsInteractor {
    private let store: CourseStore

    init(store: CourseStore) {
        self.store = store
    }

    var lessons: [Lesson] { store.lessons }
    var needsOnboarding: Bool { !store.hasFinishedOnboarding }
    var dailyGoalMinutes: Int { store.dailyGoalMinutes }
}
