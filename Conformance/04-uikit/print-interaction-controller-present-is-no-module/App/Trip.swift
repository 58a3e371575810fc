import Foundation

struct Trip {
    struct Stop {
        let day: Int
        let place: String
        let note: String
    }

    let name: String
    let stops: [Stop]
}

enum TripCatalogue {
    static let all: [Trip] = [
        Trip(name: "Lofoten by ferry", stops: [
            Trip.Stop(day: 1, place: "Bodø", note: "Evening ferry to Moskenes"),
            Trip.Stop(day: 2, place: "Reine", note: "Hike Reinebringen at dawn"),
            Trip.Stop(day: 4, place: "Henningsvær", note: "Football pitch and fish cakes")
        ]),
        Trip(name: "Douro valley", stops: [
            Trip.Stop(day: 1, place: "Porto", note: "Pick up the hire car"),
            Trip.Stop(day: 2, place: "Pinhão", note: "Quinta tasting at 11:00")
        ])
    ]
}
