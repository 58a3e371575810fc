import UIKit

final class EpisodeViewController: UIViewController {

    var presenter: EpisodePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        let play = UIButton(configuration: .borderedProminent())
        play.setTitle(presenter.playTitle, for: .normal)
        play.addAction(UIAction { [weak self] _ in self?.presenter.didTapPlay() }, for: .touchUpInside)
        play.sizeToFit()
        play.center = view.center
        view.addSubview(play)
    }
}

final class EpisodePresenter {

    private let episode: Episode
    private(set) var isPlaying = false

    init(episode: Episode) {
        self.episode = episode
    }

    var title: String { episode.title }
    var playTitle: String { "Play · \(episode.durationMinutes) min" }

    func didTapPlay() {
        isPlaying.toggle()
    }
}

enum EpisodeBuilder {

    static func build(episode: Episode) -> UIViewController {
        let view = EpisodeViewController()
        view.presenter = EpisodePresenter(episode: episode)
        return view
    }
}
