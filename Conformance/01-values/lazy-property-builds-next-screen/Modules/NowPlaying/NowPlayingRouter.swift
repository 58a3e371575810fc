import UIKit

protocol NowPlayingRouterInput: AnyObject {
    func showQueue()
    func showLyrics()
}

/// Keeps the queue and lyrics screens alive between openings so their scroll position survives.
final class NowPlayingRouter: NowPlayingRouterInput {
    weak var viewController: UIViewController?

    private lazy var queueScreen: UIViewController = {
        let screen = QueueBuilder.build()
        screen.modalPresentationStyle = .formSheet
        return screen
    }()

    private lazy var lyricsScreen = LyricsBuilder.build()

    func showQueue() {
        guard queueScreen.presentingViewController == nil else { return }
        viewController?.present(queueScreen, animated: true)
    }

    func showLyrics() {
        viewController?.navigationController?.pushViewController(lyricsScreen, animated: true)
    }
}
