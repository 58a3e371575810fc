import UIKit

enum HarbourBuilder {

    static func build(onSailingsTabSelect: @escaping () -> Void,
                      onFaresTabSelect: @escaping () -> Void) -> UIViewController {
        let view = HarbourViewController()
        let presenter = HarbourPresenter()
        presenter.onSailingsTabSelect = onSailingsTabSelect
        presenter.onFaresTabSelect = onFaresTabSelect
        view.presenter = presenter

        let sailingsStack = UINavigationController()
        sailingsStack.tabBarItem = UITabBarItem(title: "Sailings", image: UIImage(systemName: "ferry"), tag: HarbourTab.sailings.rawValue)
        let faresStack = UINavigationController()
        faresStack.tabBarItem = UITabBarItem(title: "Fares", image: UIImage(systemName: "eurosign.circle"), tag: HarbourTab.fares.rawValue)
        view.viewControllers = [sailingsStack, faresStack]
        return view
    }
}
