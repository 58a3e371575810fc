import UIKit

protocol EpisodesRouterInput: AnyObject {
    func openPlayer(for episode: Episode)
}

final class EpisodesRouter: EpisodesRouterInput {

    weak var viewController: UIViewController?

    func openPlayer(for episode: Episode) {
        let player = PlayerBuilder.build(episode: episode)
        viewController?.present(player, animated: true)
    }
}
