import UIKit

final class EpisodeViewController: UIViewController {

    var presenter: EpisodePresenter!
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.episode.show
        notesLabel.numberOfLines = 0
        notesLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        notesLabel.text = presenter.notes
        view.addSubview(notesLabel)
    }
}

final class EpisodePresenter {

    let episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }

    var notes: String {
        "\(episode.title)\n\(episode.minutes) min"
    }
}

enum EpisodeBuilder {

    static func build(episode: Episode) -> UIViewController {
        let view = EpisodeViewController()
        view.presenter = EpisodePresenter(episode: episode)
        return view
    }
}
