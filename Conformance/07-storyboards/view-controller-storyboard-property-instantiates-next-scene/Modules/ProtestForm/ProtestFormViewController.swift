//
//  ProtestFormViewController.swift
//  Regatta
//

import UIKit

protocol ProtestFormDisplayLogic: AnyObject {
    func displayProtestFiled()
    func displayMissingFields()
}

final class ProtestFormViewController: UIViewController, ProtestFormDisplayLogic {
    @IBOutlet private weak var sailNumberField: UITextField!
    @IBOutlet private weak var ruleField: UITextField!

    var interactor: ProtestFormBusinessLogic?
    var router: (NSObjectProtocol & ProtestFormRoutingLogic & ProtestFormDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = ProtestFormInteractor()
        let presenter = ProtestFormPresenter()
        let router = ProtestFormRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    @IBAction private func fileTapped(_ sender: UIButton) {
        interactor?.fileProtest(sailNumber: sailNumberField.text ?? "", rule: ruleField.text ?? "")
    }

    func displayProtestFiled() {
        router?.routeToRaceResults(segue: nil)
    }

    func displayMissingFields() {
        sailNumberField.layer.borderColor = UIColor.systemRed.cgColor
        sailNumberField.layer.borderWidth = 1
    }
}
