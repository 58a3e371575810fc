//
//  HivesConfigurator.swift
//  Apiary
//

import Foundation

enum HivesConfigurator {
    static func configure(_ viewController: HivesViewController) {
        let presenter = HivesPresenter(store: .shared)
        let router = HivesRouter()
        presenter.view = viewController
        router.editOutput = presenter
        viewController.presenter = presenter
        viewController.router = router
    }
}
