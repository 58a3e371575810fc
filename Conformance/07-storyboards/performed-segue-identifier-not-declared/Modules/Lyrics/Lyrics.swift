import UIKit

enum LyricsConfigurator {
    static func configure(_ viewController: LyricsViewController) {
        let interactor = LyricsInteractor(shelf: .shared)
        viewController.presenter = LyricsPresenter(view: viewController, interactor: interactor)
    }
}

protocol LyricsView: AnyObject {
    func show(track: String, lyrics: String)
}

final class LyricsViewController: UIViewController, LyricsView {
    @IBOutlet private weak var lyricsTextView: UITextView!

    var presenter: LyricsPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        LyricsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(track: String, lyrics: String) {
        title = track
        lyricsTextView.text = lyrics
    }
}

final class LyricsPresenter {
    private weak var view: LyricsView?
    private let interactor: LyricsInteractor
    var track = ""

    init(view: LyricsView, interactor: LyricsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let text = await interactor.lyrics(of: track) ?? "Instrumental"
            view?.show(track: track, lyrics: text)
        }
    }
}

final class LyricsInteractor {
    private let shelf: RecordShelf

    init(shelf: RecordShelf) {
        self.shelf = shelf
    }

    func lyrics(of track: String) async -> String? {
        await shelf.lyrics(of: track)
    }
}
