import UIKit

final class MeditationSummaryViewController: UIViewController {

    var presenter: MeditationSummaryPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.hidesBackButton = true
        label.textAlignment = .center
        label.numberOfLines = 0
        label.frame = view.bounds.insetBy(dx: 24, dy: 200)
        label.text = presenter.message
        view.addSubview(label)
    }
}

final class MeditationSummaryPresenter {

    private let minutes: Int

    init(minutes: Int) {
        self.minutes = minutes
    }

    var message: String {
        "Well done.\nYou sat for \(minutes) minutes."
    }
}

enum MeditationSummaryBuilder {

    static func build(minutes: Int) -> UIViewController {
        let view = MeditationSummaryViewController()
        view.presenter = MeditationSummaryPresenter(minutes: minutes)
        return view
    }
}
