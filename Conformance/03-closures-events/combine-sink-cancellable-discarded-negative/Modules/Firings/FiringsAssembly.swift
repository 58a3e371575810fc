//
//  FiringsAssembly.swift
//  Kilnside
//

import UIKit

enum FiringsAssembly {
    static func assemble() -> (viewController: UIViewController, output: FiringsModuleOutput) {
        let view = FiringsViewController()
        let presenter = FiringsPresenter(interactor: FiringsInteractor())
        presenter.view = view
        view.presenter = presenter
        return (view, presenter)
    }
}
