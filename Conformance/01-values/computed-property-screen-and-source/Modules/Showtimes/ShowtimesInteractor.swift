import Foundation

struct Showtime {
    let id: Int
    let film: String
    let screen: Int
    let startsAt: Date
}

protocol ShowtimesInteractorInput: AnyObject {
    func tonightsShowtimes() -> [Showtime]
}

final class ShowtimesInteractor: ShowtimesInteractorInput {
    func tonightsShowtimes() -> [Showtime] {
        let now = Date()
        return [
            Showtime(id: 301, film: "Paris, Texas", screen: 2, startsAt: now.addingTimeInterval(3_600)),
            Showtime(id: 302, film: "Stalker", screen: 1, startsAt: now.addingTimeInterval(7_200))
        ]
    }
}
