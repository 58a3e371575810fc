import UIKit
import RxSwift

final class BirdingCoordinator {

    private let window: UIWindow
    private let tabBarController = UITabBarController()
    private let disposeBag = DisposeBag()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let nearby = NearbyBuilder.build()
        let checklist = ChecklistBuilder.build()
        nearby.view.tabBarItem = UITabBarItem(title: "Nearby", image: UIImage(systemName: "binoculars"), tag: 0)
        checklist.view.tabBarItem = UITabBarItem(title: "Checklist", image: UIImage(systemName: "checklist"), tag: 1)
        tabBarController.viewControllers = [UINavigationController(rootViewController: nearby.view), UINavigationController(rootViewController: checklist.view)]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()

        Observable.merge(nearby.output.birdTapped.asObservable(),
                         checklist.output.birdTapped.asObservable())
            .throttle(.milliseconds(600), latest: false, scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] bird in
                self?.showProfile(of: bird)
            })
            .disposed(by: disposeBag)
    }

    private func showProfile(of bird: Bird) {
        let profile = BirdProfileBuilder.build(bird: bird)
        if let sheet = profile.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        tabBarController.present(profile, animated: true)
    }
}
