import UIKit

final class ShareCardViewController: UIViewController {
    var presenter: ShareCardPresenter!
    private let headline = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        headline.textColor = .white
        headline.font = .preferredFont(forTextStyle: .largeTitle)
        headline.numberOfLines = 0
        headline.text = presenter.headline
        headline.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(headline)
    }
}

final class ShareCardPresenter {
    private let playlist: Playlist

    init(playlist: Playlist) {
        self.playlist = playlist
    }

    var headline: String {
        "\(playlist.title)\n\(playlist.tracks.count) tracks"
    }
}

enum ShareCardBuilder {
    static func build(playlist: Playlist) -> UIViewController {
        let view = ShareCardViewController()
        view.presenter = ShareCardPresenter(playlist: playlist)
        return view
    }
}
