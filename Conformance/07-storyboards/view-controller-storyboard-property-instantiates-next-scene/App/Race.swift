//
//  Race.swift
//  Regatta
//

import Foundation

struct Race: Equatable {
    let id: String
    let name: String
    let startTime: String
    let finishers: [String]
}

final class RegattaWorker {
    func fetchRaces() -> [Race] {
        [
            Race(id: "r1", name: "Race 1 · Laser", startTime: "10:30", finishers: ["GBR 211", "GBR 187", "IRL 54"]),
            Race(id: "r2", name: "Race 2 · Laser", startTime: "12:15", finishers: ["GBR 187", "IRL 54", "GBR 211"])
        ]
    }

    func fileProtest(raceId: String, against sailNumber: String, rule: String) {
        UserDefaults.standard.set("\(raceId):\(sailNumber):\(rule)", forKey: "lastProtest")
    }
}
