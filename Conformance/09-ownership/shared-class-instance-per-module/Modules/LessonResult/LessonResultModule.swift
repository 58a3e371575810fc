import UIKit

final class LessonResultViewController: UIViewController {

    var presenter: LessonResultPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.frame = view.bounds
        label.text = presenter.headline
        view.addSubview(label)
    }
}

final class LessonResultPresenter {

    private let score: Int

    init(score: Int) {
        self.score = score
    }

    var headline: String {
        "¡Bien! \(score) correct"
    }
}

enum LessonResultBuilder {

    static func build(score: Int) -> UIViewController {
        let view = LessonResultViewController()
        view.presenter = LessonResultPresenter(score: score)
        return view
    }
}
