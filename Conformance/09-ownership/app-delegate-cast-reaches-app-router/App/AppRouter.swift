//
//  AppRouter.swift
//  Sprout
//

import UIKit

final class AppRouter {

    private var navigationController: UINavigationController?

    func start(in window: UIWindow) {
        let navigation = UINavigationController(rootViewController: PlantsBuilder.build())
        navigation.navigationBar.prefersLargeTitles = true
        navigationController = navigation
        window.rootViewController = navigation
    }

    func presentCareReminder(for plant: Plant) {
        let reminder = CareReminderBuilder.build(plant: plant)
        let sheet = UINavigationController(rootViewController: reminder)
        sheet.modalPresentationStyle = .formSheet
        navigationController?.present(sheet, animated: true)
    }

    func dismissPresented() {
        navigationController?.dismiss(animated: true)
    }
}
