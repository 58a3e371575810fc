import Foundation

enum MarketConfigurator {
    static func configure(_ tabBarController: MarketTabBarController) {
        let interactor = MarketInteractor(store: .shared)
        tabBarController.presenter = MarketPresenter(view: tabBarController, interactor: interactor)
    }
}
