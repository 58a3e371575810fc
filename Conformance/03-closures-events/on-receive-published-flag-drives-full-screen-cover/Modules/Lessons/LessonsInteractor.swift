import Foundation

final class LessonsInteractor {
    private let courses: CourseStore

    init(courses: CourseStore) {
        self.courses = courses
    }

    var isSubscribed: Bool { courses.isSubscribed }

    func lessons() async -> [Lesson] {
        await courses.lessons()
    }

    func track(lockedLesson lesson: Lesson) {
        courses.logLockedTap(lesson)
    }
}
