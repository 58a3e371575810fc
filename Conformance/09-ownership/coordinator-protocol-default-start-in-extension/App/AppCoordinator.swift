//
//  AppCoordinator.swift
//  Plotline
//

import UIKit

final class AppCoordinator: Coordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func makeFirstScreen() -> UIViewController {
        PlotsBuilder.build(output: self)
    }

    // The app flow owns the window, so it cannot use the default `start()`.
    func start() {
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([makeFirstScreen()], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

extension AppCoordinator: PlotsModuleOutput {
    func plotsDidAskForSowing(in plot: Plot) {
        let sowing = SowingCoordinator(navigationController: navigationController, plot: plot)
        sowing.onFinish = { [weak self, weak sowing] in
            guard let self, let sowing else { return }
            self.removeChild(sowing)
        }
        addChild(sowing)
        sowing.start()
    }

    func plotsDidAskForHarvestLog() {
        let harvest = HarvestCoordinator(navigationController: navigationController)
        addChild(harvest)
        harvest.start()
    }
}
