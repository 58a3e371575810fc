import Foundation

final class LessonsPresenter {
    weak var view: LessonsViewController?
    var router: LessonsRouting!
    let lessons = ["At the market", "Asking for directions", "Past tense"]

    func didFinishReading(lessonAt index: Int) {
        router.openQuiz(lessonID: "es-3-\(index + 1)")
    }
}
