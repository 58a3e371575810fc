import UIKit

final class PlayerViewController: UIViewController {
    var presenter: PlayerPresenter!
    private let nowPlaying = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.08, blue: 0.16, alpha: 1)
        nowPlaying.textColor = .white
        nowPlaying.numberOfLines = 0
        nowPlaying.textAlignment = .center
        nowPlaying.text = presenter.nowPlaying
        nowPlaying.frame = view.bounds.insetBy(dx: 24, dy: 240)
        view.addSubview(nowPlaying)
    }
}

final class PlayerPresenter {
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }

    var nowPlaying: String { "\(episode.title)\n\(episode.show) · \(episode.durationMinutes) min" }
}

enum PlayerBuilder {
    static func build(episode: Episode) -> UIViewController {
        let view = PlayerViewController()
        view.presenter = PlayerPresenter(episode: episode)
        view.modalPresentationStyle = .fullScreen
        return view
    }
}
