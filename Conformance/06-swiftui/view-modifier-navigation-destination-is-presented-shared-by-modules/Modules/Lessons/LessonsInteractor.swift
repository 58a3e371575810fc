import Foundation

final class LessonsInteractor {
    private let course: CourseService

    init(course: CourseService) {
        self.course = course
    }

    func lessons() async -> [Lesson] {
        await course.lessons().sorted { $0.id < $1.id }
    }
}
