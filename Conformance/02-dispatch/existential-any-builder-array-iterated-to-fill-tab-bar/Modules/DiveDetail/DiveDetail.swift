import UIKit

final class DiveDetailViewController: UIViewController {

    var presenter: DiveDetailPresenter!
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        summary.numberOfLines = 0
        summary.text = presenter.summary
        summary.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(summary)
    }
}

final class DiveDetailPresenter {

    private let dive: Dive

    init(dive: Dive) {
        self.dive = dive
    }

    var title: String { "Dive #\(dive.id)" }
    var summary: String {
        "\(dive.site)\nMax depth \(dive.maxDepthMetres) m\nBottom time \(dive.bottomTimeMinutes) min"
    }
}

enum DiveDetailBuilder {

    static func build(dive: Dive) -> UIViewController {
        let view = DiveDetailViewController()
        view.presenter = DiveDetailPresenter(dive: dive)
        return view
    }
}
