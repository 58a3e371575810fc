//
//  Lineup.swift
//  Encore
//

import Foundation

struct Gig: Hashable {
    let id: String
    let artist: String
    let venueId: String
    let date: String
}

struct Venue: Hashable {
    let id: String
    let name: String
    let latitude: Double
    let longitude: Double
}

final class Lineup {
    static let shared = Lineup()

    let gigs = [
        Gig(id: "1187", artist: "The Low Tides", venueId: "corn-exchange", date: "Fri 14 Mar"),
        Gig(id: "1192", artist: "Mira Okonkwo Trio", venueId: "blue-room", date: "Sat 15 Mar"),
        Gig(id: "1203", artist: "Paper Lanterns", venueId: "corn-exchange", date: "Thu 20 Mar")
    ]

    let venues = [
        Venue(id: "corn-exchange", name: "The Corn Exchange", latitude: 52.2043, longitude: 0.1192),
        Venue(id: "blue-room", name: "The Blue Room", latitude: 52.2079, longitude: 0.1302)
    ]

    func gig(id: String) -> Gig? {
        gigs.first { $0.id == id }
    }

    func venue(id: String) -> Venue? {
        venues.first { $0.id == id }
    }
}
