import Foundation

@MainActor
final class LessonsPresenter: ObservableObject {
    @Published private(set) var lessons: [Lesson] = []
    let course: CourseService

    private let interactor: LessonsInteractor

    init(interactor: LessonsInteractor, course: CourseService) {
        self.interactor = interactor
        self.course = course
    }

    var title: String {
        course.language
    }

    func load() async {
        lessons = await interactor.lessons()
    }
}
