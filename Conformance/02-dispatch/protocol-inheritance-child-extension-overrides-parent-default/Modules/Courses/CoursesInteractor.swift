import Foundation

final class CoursesInteractor {
    private let course: Course
    private let defaults = UserDefaults.standard

    init(course: Course) {
        self.course = course
    }

    var language: String { course.language }
    var lessons: [Lesson] { course.lessons }

    func isCompleted(_ lesson: Lesson) -> Bool {
        defaults.bool(forKey: "lesson.\(course.language).\(lesson.number).done")
    }
}
