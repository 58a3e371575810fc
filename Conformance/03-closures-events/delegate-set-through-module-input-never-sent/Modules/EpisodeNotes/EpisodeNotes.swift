import UIKit

final class EpisodeNotesViewController: UIViewController {

    var presenter: EpisodeNotesPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Show notes"
        textView.isEditable = false
        textView.frame = view.bounds
        textView.text = presenter.text
        view.addSubview(textView)
    }
}

final class EpisodeNotesPresenter {

    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }

    var text: String {
        "\(episode.title)\n\n\(episode.showNotes)"
    }
}

enum EpisodeNotesBuilder {

    static func build(episode: Episode) -> UIViewController {
        let view = EpisodeNotesViewController()
        view.presenter = EpisodeNotesPresenter(episode: episode)
        return view
    }
}
