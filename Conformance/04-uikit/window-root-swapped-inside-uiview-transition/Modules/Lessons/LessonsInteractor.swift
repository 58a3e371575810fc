import Foundation

protocol LessonsBusinessLogic {
    func loadLessons()
}

final class LessonsInteractor: LessonsBusinessLogic {

    var presenter: LessonsPresentationLogic?

    func loadLessons() {
        let language = UserDefaults.standard.string(forKey: "targetLanguage") ?? "Spanish"
        presenter?.presentLessons(language: language, units: ["Greetings", "Numbers", "At the market"])
    }
}
