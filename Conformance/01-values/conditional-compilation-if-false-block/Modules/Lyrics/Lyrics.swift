import UIKit

protocol LyricsViewInput: AnyObject {
    func display(title: String)
}

protocol LyricsViewOutput: AnyObject {
    func viewDidLoad()
}

final class LyricsViewController: UIViewController, LyricsViewInput {
    var output: LyricsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class LyricsPresenter: LyricsViewOutput {
    weak var view: LyricsViewInput?
    private let interactor = LyricsInteractor()
    private let trackID: String

    init(trackID: String) {
        self.trackID = trackID
    }

    func viewDidLoad() {
        view?.display(title: "Lyrics")
        interactor.load { _ in }
    }
}

final class LyricsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum LyricsBuilder {
    static func build(trackID: String) -> UIViewController {
        let view = LyricsViewController()
        let presenter = LyricsPresenter(trackID: trackID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
