//
//  RaceResultsInteractor.swift
//  Regatta
//

import Foundation

protocol RaceResultsBusinessLogic {
    func loadResults()
}

protocol RaceResultsDataStore {
    var race: Race? { get set }
}

final class RaceResultsInteractor: RaceResultsBusinessLogic, RaceResultsDataStore {
    var presenter: RaceResultsPresentationLogic?
    var race: Race?

    func loadResults() {
        guard let race else { return }
        presenter?.presentResults(race: race)
    }
}
