//
//  ProtestFormInteractor.swift
//  Regatta
//

import Foundation

protocol ProtestFormBusinessLogic {
    func fileProtest(sailNumber: String, rule: String)
}

protocol ProtestFormDataStore {
    var raceId: String? { get set }
}

final class ProtestFormInteractor: ProtestFormBusinessLogic, ProtestFormDataStore {
    var presenter: ProtestFormPresentationLogic?
    var worker = RegattaWorker()
    var raceId: String?

    func fileProtest(sailNumber: String, rule: String) {
        guard let raceId, !sailNumber.isEmpty, !rule.isEmpty else {
            presenter?.presentMissingFields()
            return
        }
        worker.fileProtest(raceId: raceId, against: sailNumber, rule: rule)
        presenter?.presentProtestFiled()
    }
}
