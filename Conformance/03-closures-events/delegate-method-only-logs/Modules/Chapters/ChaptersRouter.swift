import UIKit

protocol ChaptersRouterInput: AnyObject {
    func openPlayer(startingAt chapter: Chapter)
}

final class ChaptersRouter: ChaptersRouterInput {

    weak var viewController: UIViewController?

    func openPlayer(startingAt chapter: Chapter) {
        let player = NowPlayingBuilder.build(chapter: chapter)
        viewController?.present(player, animated: true)
    }
}
