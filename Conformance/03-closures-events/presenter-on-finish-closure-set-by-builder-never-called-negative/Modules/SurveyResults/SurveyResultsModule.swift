import UIKit

final class SurveyResultsViewController: UIViewController {

    var presenter: SurveyResultsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class SurveyResultsPresenter {

    var title: String {
        let rating = UserDefaults.standard.integer(forKey: "survey.lastRating")
        return "You rated us \(rating)/5"
    }
}

enum SurveyResultsBuilder {

    static func build() -> UIViewController {
        let view = SurveyResultsViewController()
        view.presenter = SurveyResultsPresenter()
        return view
    }
}
