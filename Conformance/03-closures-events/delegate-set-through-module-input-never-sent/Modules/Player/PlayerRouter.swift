import UIKit

protocol PlayerRouterInput: AnyObject {
    func openShowNotes(for episode: Episode)
}

final class PlayerRouter: PlayerRouterInput {

    weak var viewController: UIViewController?

    func openShowNotes(for episode: Episode) {
        let notes = EpisodeNotesBuilder.build(episode: episode)
        viewController?.navigationController?.pushViewController(notes, animated: true)
    }
}
