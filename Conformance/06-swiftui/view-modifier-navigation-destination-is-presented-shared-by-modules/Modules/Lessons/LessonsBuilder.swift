import SwiftUI

enum LessonsBuilder {
    @MainActor
    static func build(course: CourseService) -> some View {
        let interactor = LessonsInteractor(course: course)
        let presenter = LessonsPresenter(interactor: interactor, course: course)
        return LessonsView(presenter: presenter)
    }
}
