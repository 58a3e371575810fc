import UIKit

protocol PlaybackViewInput: AnyObject {
    func display(title: String)
}

protocol PlaybackViewOutput: AnyObject {
    func viewDidLoad()
}

final class PlaybackViewController: UIViewController, PlaybackViewInput {
    var output: PlaybackViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class PlaybackPresenter: PlaybackViewOutput {
    weak var view: PlaybackViewInput?
    func viewDidLoad() {
        view?.display(title: "Playback")
    }
}

enum PlaybackBuilder {
    static func build() -> UIViewController {
        let view = PlaybackViewController()
        let presenter = PlaybackPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
