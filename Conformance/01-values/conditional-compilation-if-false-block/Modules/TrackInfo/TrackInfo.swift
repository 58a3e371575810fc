import UIKit

protocol TrackInfoViewInput: AnyObject {
    func display(title: String)
}

protocol TrackInfoViewOutput: AnyObject {
    func viewDidLoad()
}

final class TrackInfoViewController: UIViewController, TrackInfoViewInput {
    var output: TrackInfoViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class TrackInfoPresenter: TrackInfoViewOutput {
    weak var view: TrackInfoViewInput?
    private let trackID: String

    init(trackID: String) {
        self.trackID = trackID
    }

    func viewDidLoad() {
        view?.display(title: "Track info")
    }
}

enum TrackInfoBuilder {
    static func build(trackID: String) -> UIViewController {
        let view = TrackInfoViewController()
        let presenter = TrackInfoPresenter(trackID: trackID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
