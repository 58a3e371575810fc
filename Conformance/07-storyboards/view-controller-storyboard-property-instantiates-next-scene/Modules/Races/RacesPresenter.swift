//
//  RacesPresenter.swift
//  Regatta
//

import Foundation

protocol RacesPresentationLogic {
    func presentRaces(response: Races.FetchRaces.Response)
}

final class RacesPresenter: RacesPresentationLogic {
    weak var viewController: RacesDisplayLogic?

    func presentRaces(response: Races.FetchRaces.Response) {
        let rows = response.races.map { Races.FetchRaces.ViewModel.Row(name: $0.name, start: $0.startTime) }
        viewController?.displayRaces(viewModel: Races.FetchRaces.ViewModel(rows: rows))
    }
}
