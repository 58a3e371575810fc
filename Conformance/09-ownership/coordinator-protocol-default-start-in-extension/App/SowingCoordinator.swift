//
//  SowingCoordinator.swift
//  Plotline
//

import UIKit

/// Pick a seed, then plan when to sow it. Uses the default `start()`.
final class SowingCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    private let plot: Plot

    init(navigationController: UINavigationController, plot: Plot) {
        self.navigationController = navigationController
        self.plot = plot
    }

    func makeFirstScreen() -> UIViewController {
        SeedPickerBuilder.build(plot: plot, output: self)
    }
}

extension SowingCoordinator: SeedPickerModuleOutput {
    func seedPicker(didPick seed: Seed) {
        let plan = SowingPlanBuilder.build(plot: plot, seed: seed, output: self)
        navigationController.pushViewController(plan, animated: true)
    }
}

extension SowingCoordinator: SowingPlanModuleOutput {
    func sowingPlanDidSave() {
        navigationController.popToRootViewController(animated: true)
        onFinish?()
    }
}
