import UIKit

protocol LyricsViewInput: AnyObject {
    func show(lyrics: String)
}

final class LyricsViewController: UIViewController, LyricsViewInput {
    var presenter: LyricsPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lyrics"
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        presenter.viewDidLoad()
    }

    func show(lyrics: String) {
        textView.text = lyrics
    }
}

final class LyricsPresenter {
    weak var view: LyricsViewInput?

    func viewDidLoad() {
        view?.show(lyrics: "This track is instrumental.")
    }
}

enum LyricsBuilder {
    static func build() -> UIViewController {
        let view = LyricsViewController()
        let presenter = LyricsPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
