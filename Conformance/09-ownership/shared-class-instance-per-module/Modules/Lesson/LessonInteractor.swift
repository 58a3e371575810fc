import Foundation

protocol LessonInteractorInput: AnyObject {
    func exercises() -> [String]
    func record(answer: String, forExercise index: Int)
    func score() -> Int
}

final class LessonInteractor: LessonInteractorInput {

    private let prompts = ["Translate: the cat sleeps", "Translate: we are hungry", "Translate: where is the station?"]
    private let answers = ["el gato duerme", "tenemos hambre", "¿dónde está la estación?"]
    private var correct = 0

    func exercises() -> [String] {
        prompts
    }

    func record(answer: String, forExercise index: Int) {
        if answer.lowercased() == answers[index] {
            correct += 1
        }
    }

    func score() -> Int {
        correct
    }
}
