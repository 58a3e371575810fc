//
//  Coordinator.swift
//  Plotline
//

import UIKit

protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }

    func makeFirstScreen() -> UIViewController
    func start()
}

extension Coordinator {
    /// Most flows only push their first screen onto the stack they were handed.
    func start() {
        navigationController.pushViewController(makeFirstScreen(), animated: true)
    }

    func addChild(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeChild(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }
}
