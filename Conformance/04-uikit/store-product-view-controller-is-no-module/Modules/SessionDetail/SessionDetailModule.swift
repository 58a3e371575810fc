import UIKit

final class SessionDetailViewController: UIViewController {

    var presenter: SessionDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        summaryLabel.text = presenter.summary
        view.addSubview(summaryLabel)
    }
}

final class SessionDetailPresenter {

    private let session: PracticeSession

    init(session: PracticeSession) {
        self.session = session
    }

    var title: String {
        session.piece
    }

    var summary: String {
        "\(session.minutes) minutes at ♩ = \(session.tempo)"
    }
}

enum SessionDetailBuilder {

    static func build(session: PracticeSession) -> UIViewController {
        let view = SessionDetailViewController()
        view.presenter = SessionDetailPresenter(session: session)
        return view
    }
}
