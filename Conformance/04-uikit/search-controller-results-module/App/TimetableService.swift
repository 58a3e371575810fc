import Foundation

struct Station: Hashable {
    let code: String
    let name: String
}

struct Departure {
    let line: String
    let destination: String
    let minutes: Int
}

final class TimetableService {

    let allStations: [Station] = [
        Station(code: "ALX", name: "Alexanderplatz"),
        Station(code: "OST", name: "Ostkreuz"),
        Station(code: "WAR", name: "Warschauer Straße"),
        Station(code: "ZOO", name: "Zoologischer Garten")
    ]

    func departures(from station: Station) -> [Departure] {
        [
            Departure(line: "S5", destination: "Strausberg Nord", minutes: 2),
            Departure(line: "S7", destination: "Potsdam Hbf", minutes: 6),
            Departure(line: "U1", destination: "Uhlandstraße", minutes: 9)
        ]
    }
}
