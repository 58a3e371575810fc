import SwiftUI

enum LessonsBuilder {
    static func build(courses: CourseStore) -> some View {
        let interactor = LessonsInteractor(courses: courses)
        let presenter = LessonsPresenter(interactor: interactor)
        return LessonsView(presenter: presenter, courses: courses)
    }
}
