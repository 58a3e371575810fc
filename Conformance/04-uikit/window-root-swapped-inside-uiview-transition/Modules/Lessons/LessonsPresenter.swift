import Foundation

protocol LessonsPresentationLogic {
    func presentLessons(language: String, units: [String])
}

final class LessonsPresenter: LessonsPresentationLogic {

    weak var viewController: LessonsDisplayLogic?

    func presentLessons(language: String, units: [String]) {
        viewController?.displayLessons(titles: units.map { "\(language): \($0)" })
    }
}
