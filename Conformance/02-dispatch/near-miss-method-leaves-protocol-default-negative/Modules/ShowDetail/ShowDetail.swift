import UIKit

final class ShowDetailViewController: UIViewController {

    var presenter: ShowDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        navigationItem.largeTitleDisplayMode = .never
        let hostLabel = UILabel(frame: CGRect(x: 20, y: 140, width: 320, height: 30))
        hostLabel.text = presenter.byline
        view.addSubview(hostLabel)
    }
}

final class ShowDetailPresenter {

    private let show: Podcast

    init(show: Podcast) {
        self.show = show
    }

    var title: String { show.title }
    var byline: String { "Hosted by \(show.host)" }
}

enum ShowDetailBuilder {

    static func build(show: Podcast) -> UIViewController {
        let view = ShowDetailViewController()
        view.presenter = ShowDetailPresenter(show: show)
        return view
    }
}
