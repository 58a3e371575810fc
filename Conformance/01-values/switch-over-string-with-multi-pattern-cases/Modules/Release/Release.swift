import UIKit

final class ReleaseViewController: UIViewController {

    var presenter: ReleasePresenter!
    private let trackList = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        trackList.numberOfLines = 0
        trackList.text = presenter.trackListing
        trackList.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(trackList)
    }
}

final class ReleasePresenter {

    private let releaseID: String

    init(releaseID: String) {
        self.releaseID = releaseID
    }

    var title: String { "Release" }

    var trackListing: String {
        "Loading tracks for \(releaseID)…"
    }
}

enum ReleaseBuilder {

    static func build(releaseID: String) -> UIViewController {
        let view = ReleaseViewController()
        view.presenter = ReleasePresenter(releaseID: releaseID)
        return view
    }
}
