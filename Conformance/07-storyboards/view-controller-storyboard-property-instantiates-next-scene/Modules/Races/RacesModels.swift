//
//  RacesModels.swift
//  Regatta
//

import Foundation

enum Races {
    enum FetchRaces {
        struct Request {}
        struct Response {
            let races: [Race]
        }
        struct ViewModel {
            struct Row {
                let name: String
                let start: String
            }
            let rows: [Row]
        }
    }

    enum SelectRace {
        struct Request {
            let index: Int
        }
    }
}
