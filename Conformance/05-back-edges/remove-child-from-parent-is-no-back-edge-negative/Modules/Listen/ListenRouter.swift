import UIKit

final class ListenRouter {

    weak var viewController: ListenViewController?

    func openEpisode(_ episode: Episode) {
        let detail = EpisodeBuilder.build(episode: episode)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showMiniPlayer(for episode: Episode, onStop: @escaping () -> Void) {
        guard let host = viewController, !host.children.contains(where: { $0 is MiniPlayerViewController }) else { return }
        let player = MiniPlayerBuilder.build(episode: episode, onStop: onStop)
        host.addChild(player)
        player.view.frame = host.playerContainer.bounds
        host.playerContainer.addSubview(player.view)
        player.didMove(toParent: host)
        host.playerContainer.isHidden = false
    }

    func hideMiniPlayer() {
        guard let host = viewController,
              let player = host.children.first(where: { $0 is MiniPlayerViewController }) else { return }
        player.willMove(toParent: nil)
        player.view.removeFromSuperview()
        player.removeFromParent()
        host.playerContainer.isHidden = true
    }
}
