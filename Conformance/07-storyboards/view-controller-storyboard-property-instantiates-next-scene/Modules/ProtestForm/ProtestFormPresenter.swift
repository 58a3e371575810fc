//
//  ProtestFormPresenter.swift
//  Regatta
//

import Foundation

protocol ProtestFormPresentationLogic {
    func presentProtestFiled()
    func presentMissingFields()
}

final class ProtestFormPresenter: ProtestFormPresentationLogic {
    weak var viewController: ProtestFormDisplayLogic?

    func presentProtestFiled() {
        viewController?.displayProtestFiled()
    }

    func presentMissingFields() {
        viewController?.displayMissingFields()
    }
}
