//
//  RacesInteractor.swift
//  Regatta
//

import Foundation

protocol RacesBusinessLogic {
    func fetchRaces(request: Races.FetchRaces.Request)
    func selectRace(request: Races.SelectRace.Request)
}

protocol RacesDataStore {
    var selectedRace: Race? { get }
}

final class RacesInteractor: RacesBusinessLogic, RacesDataStore {
    var presenter: RacesPresentationLogic?
    var worker = RegattaWorker()
    private(set) var selectedRace: Race?
    private var races: [Race] = []

    func fetchRaces(request: Races.FetchRaces.Request) {
        races = worker.fetchRaces()
        presenter?.presentRaces(response: Races.FetchRaces.Response(races: races))
    }

    func selectRace(request: Races.SelectRace.Request) {
        selectedRace = races[request.index]
    }
}
