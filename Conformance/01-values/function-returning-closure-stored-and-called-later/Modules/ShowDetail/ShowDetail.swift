import UIKit

final class ShowDetailViewController: UIViewController {
    var presenter: ShowDetailPresenter!
    private let hostLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        hostLabel.font = .preferredFont(forTextStyle: .headline)
        hostLabel.text = presenter.byline
        hostLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(hostLabel)
    }
}

final class ShowDetailPresenter {
    private let show: Show

    init(show: Show) {
        self.show = show
    }

    var title: String { show.title }
    var byline: String { "Hosted by \(show.host) · \(show.episodeCount) episodes" }
}

enum ShowDetailBuilder {
    static func build(show: Show) -> UIViewController {
        let view = ShowDetailViewController()
        view.presenter = ShowDetailPresenter(show: show)
        return view
    }
}
