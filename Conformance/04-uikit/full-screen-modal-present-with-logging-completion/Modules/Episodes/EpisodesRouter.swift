import OSLog
import UIKit

final class EpisodesRouter {

    weak var viewController: UIViewController?
    private let logger = Logger(subsystem: "app.episodes", category: "navigation")

    func showPlayer(for episode: Episode) {
        let player = EpisodePlayerBuilder.build(episode: episode)
        player.modalPresentationStyle = .fullScreen
        viewController?.present(player, animated: true, completion: { [logger] in
            logger.info("Presented player for episode \(episode.id)")
        })
    }
}
