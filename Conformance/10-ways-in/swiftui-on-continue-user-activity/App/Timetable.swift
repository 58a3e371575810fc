//
//  Timetable.swift
//  Tidewater
//

import Foundation

struct Harbour: Identifiable, Hashable {
    let id: String
    let name: String
}

struct Sailing: Identifiable, Hashable {
    let id = UUID()
    let destination: String
    let departure: String
    let vessel: String
}

final class Timetable {
    static let shared = Timetable()

    let harbours = [
        Harbour(id: "oban", name: "Oban"),
        Harbour(id: "mallaig", name: "Mallaig"),
        Harbour(id: "uig", name: "Uig")
    ]

    func harbour(id: String) -> Harbour? {
        harbours.first { $0.id == id }
    }

    func sailings(from harbourId: String) -> [Sailing] {
        switch harbourId {
        case "oban":
            return [Sailing(destination: "Craignure", departure: "07:45", vessel: "MV Isle of Mull"),
                    Sailing(destination: "Castlebay", departure: "13:30", vessel: "MV Isle of Lewis")]
        case "mallaig":
            return [Sailing(destination: "Armadale", departure: "09:10", vessel: "MV Lochinvar")]
        default:
            return [Sailing(destination: "Tarbert", departure: "11:55", vessel: "MV Hebrides")]
        }
    }
}
