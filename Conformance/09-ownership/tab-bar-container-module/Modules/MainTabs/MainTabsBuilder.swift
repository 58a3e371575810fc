import UIKit

enum MainTabsBuilder {

    static func build() -> UIViewController {
        let tabs = MainTabsViewController()
        let presenter = MainTabsPresenter(interactor: MainTabsInteractor())
        presenter.view = tabs
        tabs.presenter = presenter

        let trails = UINavigationController(rootViewController: TrailsBuilder.build())
        trails.tabBarItem = UITabBarItem(title: "Trails", image: UIImage(systemName: "figure.hiking"), tag: 0)
        let conditions = UINavigationController(rootViewController: ConditionsBuilder.build())
        conditions.tabBarItem = UITabBarItem(title: "Conditions", image: UIImage(systemName: "cloud.sun"), tag: 1)
        let logbook = UINavigationController(rootViewController: LogbookBuilder.build())
        logbook.tabBarItem = UITabBarItem(title: "Logbook", image: UIImage(systemName: "book.closed"), tag: 2)

        tabs.setViewControllers([trails, conditions, logbook], animated: false)
        return tabs
    }
}
