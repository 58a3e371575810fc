//
//  ProofTimerBuilder.swift
//  Levain
//

import UIKit

enum ProofTimerBuilder {
    static func build(loafName: String) -> UIViewController {
        let view = ProofTimerViewController()
        let interactor = ProofTimerInteractor()
        let presenter = ProofTimerPresenter(interactor: interactor, loafName: loafName)
        presenter.view = view
        interactor.output = presenter
        view.presenter = presenter
        return view
    }
}
