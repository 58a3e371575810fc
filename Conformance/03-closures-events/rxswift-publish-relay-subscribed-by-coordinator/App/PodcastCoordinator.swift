import UIKit
import RxSwift

final class PodcastCoordinator {

    private let window: UIWindow
    private let library: FeedLibrary
    private let navigationController = UINavigationController()
    private let disposeBag = DisposeBag()

    init(window: UIWindow, library: FeedLibrary) {
        self.window = window
        self.library = library
    }

    func start() {
        let shows = ShowsBuilder.build(library: library)
        shows.output.showSelected
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] show in
                self?.openEpisodes(of: show)
            })
            .disposed(by: disposeBag)
        shows.output.addFeedRequested
            .subscribe(onNext: { [weak self] in
                self?.openAddFeed()
            })
            .disposed(by: disposeBag)

        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([shows.viewController], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func openEpisodes(of show: Show) {
        let episodes = EpisodesBuilder.build(show: show)
        navigationController.pushViewController(episodes, animated: true)
    }

    private func openAddFeed() {
        let addFeed = AddFeedBuilder.build(library: library)
        addFeed.output.feedAdded
            .subscribe(onNext: { [weak self] _ in
                self?.navigationController.dismiss(animated: true)
            })
            .disposed(by: disposeBag)
        let sheet = UINavigationController(rootViewController: addFeed.viewController)
        navigationController.present(sheet, animated: true)
    }
}
