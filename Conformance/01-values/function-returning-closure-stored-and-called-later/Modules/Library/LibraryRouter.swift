import UIKit

protocol LibraryRouterInput: AnyObject {
    func opener(for item: LibraryItem) -> () -> Void
}

final class LibraryRouter: LibraryRouterInput {
    weak var viewController: UIViewController?

    func opener(for item: LibraryItem) -> () -> Void {
        switch item {
        case .show(let show):
            return { [weak self] in
                let detail = ShowDetailBuilder.build(show: show)
                self?.viewController?.navigationController?.pushViewController(detail, animated: true)
            }
        case .download(let episode):
            return { [weak self] in
                let player = PlayerBuilder.build(episode: episode)
                self?.viewController?.present(player, animated: true)
            }
        }
    }
}
