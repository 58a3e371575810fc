import UIKit

protocol EpisodesRouterInput: AnyObject {
    func openShowInfo()
    func openQueue()
}

final class EpisodesRouter: EpisodesRouterInput {

    weak var viewController: UIViewController?
    private let library: PodcastLibrary

    init(library: PodcastLibrary) {
        self.library = library
    }

    func openShowInfo() {
        let info = ShowInfoBuilder.build(show: library.show)
        info.sheetPresentationController?.detents = [.medium(), .large()]
        viewController?.present(info, animated: true)
    }

    func openQueue() {
        let queue = QueueBuilder.build(library: library)
        viewController?.navigationController?.pushViewController(queue, animated: true)
    }
}
