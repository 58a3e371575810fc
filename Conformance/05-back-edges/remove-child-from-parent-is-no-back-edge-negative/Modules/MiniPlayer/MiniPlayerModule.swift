import UIKit

// MARK: - View

final class MiniPlayerViewController: UIViewController {

    var presenter: MiniPlayerPresenter!
    private let titleLabel = UILabel()
    private let stopButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.frame = CGRect(x: 16, y: 12, width: 220, height: 40)
        titleLabel.text = presenter.title
        stopButton.setImage(UIImage(systemName: "stop.fill"), for: .normal)
        stopButton.frame = CGRect(x: 250, y: 12, width: 40, height: 40)
        stopButton.addTarget(self, action: #selector(stopTapped), for: .touchUpInside)
        closeButton.frame = CGRect(x: 300, y: 12, width: 40, height: 40)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        [titleLabel, stopButton, closeButton].forEach(view.addSubview)
    }

    @objc private func stopTapped() {
        presenter.didTapStop()
    }

    @objc private func closeTapped() {
        presenter.didTapClose()
    }
}

// MARK: - Presenter

final class MiniPlayerPresenter {

    private let episode: Episode
    private let router: MiniPlayerRouter
    private let onStop: () -> Void

    init(episode: Episode, router: MiniPlayerRouter, onStop: @escaping () -> Void) {
        self.episode = episode
        self.router = router
        self.onStop = onStop
    }

    var title: String {
        episode.title
    }

    func didTapStop() {
        onStop()
    }

    func didTapClose() {
        router.removeFromHost()
    }
}

// MARK: - Router

final class MiniPlayerRouter {

    weak var viewController: UIViewController?

    /// Hides the bar but keeps playback going: the player takes itself out of its host.
    func removeFromHost() {
        guard let player = viewController else { return }
        player.view.superview?.isHidden = true
        player.willMove(toParent: nil)
        player.view.removeFromSuperview()
        player.removeFromParent()
    }
}

// MARK: - Builder

enum MiniPlayerBuilder {

    static func build(episode: Episode, onStop: @escaping () -> Void) -> UIViewController {
        let view = MiniPlayerViewController()
        let router = MiniPlayerRouter()
        view.presenter = MiniPlayerPresenter(episode: episode, router: router, onStop: onStop)
        router.viewController = view
        return view
    }
}
