import AVFoundation
import UIKit

final class PlayerViewController: UIViewController {

    var presenter: PlayerPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.episode.title
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.play()
    }
}

final class PlayerPresenter {

    let episode: Episode
    private var player: AVPlayer?

    init(episode: Episode) {
        self.episode = episode
    }

    func play() {
        player = AVPlayer(url: episode.audioURL)
        player?.play()
    }
}

enum PlayerBuilder {

    static func build(episode: Episode) -> UIViewController {
        let view = PlayerViewController()
        view.presenter = PlayerPresenter(episode: episode)
        return view
    }
}
