//
//  RaceResultsPresenter.swift
//  Regatta
//

import Foundation

protocol RaceResultsPresentationLogic {
    func presentResults(race: Race)
}

final class RaceResultsPresenter: RaceResultsPresentationLogic {
    weak var viewController: RaceResultsDisplayLogic?

    func presentResults(race: Race) {
        viewController?.displayResults(title: race.name, finishers: race.finishers)
    }
}
