import Foundation

final class SurveyInteractor {

    private let defaults = UserDefaults.standard

    func save(rating: Int) {
        defaults.set(rating, forKey: "survey.lastRating")
    }
}
