import UIKit

final class DrillSummaryViewController: UIViewController {

    var presenter: DrillSummaryPresenter!
    private let scoreLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Results"
        navigationItem.hidesBackButton = true
        scoreLabel.font = .preferredFont(forTextStyle: .title1)
        scoreLabel.textAlignment = .center
        scoreLabel.frame = view.bounds.insetBy(dx: 20, dy: 220)
        scoreLabel.text = presenter.scoreText
        view.addSubview(scoreLabel)
    }
}

final class DrillSummaryPresenter {

    private let correct: Int
    private let total: Int

    init(correct: Int, total: Int) {
        self.correct = correct
        self.total = total
    }

    var scoreText: String { "\(correct) of \(total) correct" }
}

enum DrillSummaryBuilder {

    static func build(correct: Int, total: Int) -> UIViewController {
        let view = DrillSummaryViewController()
        view.presenter = DrillSummaryPresenter(correct: correct, total: total)
        return view
    }
}
