import UIKit

final class CourseSuggestionViewController: UIViewController {

    var presenter: CourseSuggestionPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class CourseSuggestionPresenter {

    private let level: String

    init(level: String) {
        self.level = level
    }

    var title: String {
        "Start at level \(level)"
    }
}

enum CourseSuggestionBuilder {

    static func build(level: String) -> UIViewController {
        let view = CourseSuggestionViewController()
        view.presenter = CourseSuggestionPresenter(level: level)
        return view
    }
}
