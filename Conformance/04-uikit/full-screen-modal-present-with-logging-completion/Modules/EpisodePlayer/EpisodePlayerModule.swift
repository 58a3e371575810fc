import UIKit

final class EpisodePlayerViewController: UIViewController {

    var presenter: EpisodePlayerPresenter!
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        titleLabel.text = presenter.nowPlaying
        view.addSubview(titleLabel)
    }
}

final class EpisodePlayerPresenter {

    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }

    var nowPlaying: String { "Now playing: \(episode.title)" }
}

enum EpisodePlayerBuilder {

    static func build(episode: Episode) -> UIViewController {
        let view = EpisodePlayerViewController()
        view.presenter = EpisodePlayerPresenter(episode: episode)
        return view
    }
}
