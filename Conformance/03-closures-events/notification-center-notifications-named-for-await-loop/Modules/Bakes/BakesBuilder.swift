//
//  BakesBuilder.swift
//  Levain
//

import UIKit

enum BakesBuilder {
    static func build() -> UIViewController {
        let view = BakesViewController()
        let router = BakesRouter()
        let presenter = BakesPresenter(router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
