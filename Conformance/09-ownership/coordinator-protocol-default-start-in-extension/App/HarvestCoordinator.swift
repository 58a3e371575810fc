//
//  HarvestCoordinator.swift
//  Plotline
//

import UIKit

/// A one-screen flow for now. Uses the default `start()`.
final class HarvestCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func makeFirstScreen() -> UIViewController {
        HarvestLogBuilder.build(store: .shared)
    }
}
