import UIKit

struct Track {
    let title: String
    let artist: String
}

// MARK: - View

protocol MiniPlayerViewInput: AnyObject {
    func show(track: Track)
}

final class MiniPlayerViewController: UIViewController, MiniPlayerViewInput {
    var presenter: MiniPlayerPresenter!
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.frame = view.bounds.insetBy(dx: 16, dy: 8)
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(titleLabel)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(barTapped)))
        presenter.viewDidLoad()
    }

    @objc private func barTapped() {
        presenter.didTapBar()
    }

    func show(track: Track) {
        titleLabel.text = "\(track.title) · \(track.artist)"
    }
}

// MARK: - Presenter

final class MiniPlayerPresenter {
    weak var view: MiniPlayerViewInput?
    var interactor: MiniPlayerInteractor!
    var router: MiniPlayerRouter!

    func viewDidLoad() {
        view?.show(track: interactor.currentTrack())
    }

    func didTapBar() {
        router.openNowPlaying(track: interactor.currentTrack())
    }
}

// MARK: - Interactor

final class MiniPlayerInteractor {
    func currentTrack() -> Track {
        Track(title: "Holocene", artist: "Bon Iver")
    }
}

// MARK: - Router

final class MiniPlayerRouter {
    weak var viewController: UIViewController?
    private let cardTransition = CardTransition()

    func openNowPlaying(track: Track) {
        let nowPlaying = NowPlayingAssembly.assemble(track: track)
        nowPlaying.modalPresentationStyle = .custom
        nowPlaying.transitioningDelegate = cardTransition
        viewController?.present(nowPlaying, animated: true)
    }
}

// MARK: - Assembly

enum MiniPlayerAssembly {
    static func assemble() -> UIViewController {
        let view = MiniPlayerViewController()
        let presenter = MiniPlayerPresenter()
        let router = MiniPlayerRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = MiniPlayerInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
