import Foundation

struct DomeShowInfo: Identifiable, Hashable {
    let id: String
    let title: String
    let startsAt: String
    let minutes: Int
    let narrator: String
}

final class ShowCatalog {
    static let shared = ShowCatalog()

    private let shows = [
        DomeShowInfo(id: "winter-hexagon", title: "The Winter Hexagon", startsAt: "18:30", minutes: 35, narrator: "Dr. Ilse Varenkamp"),
        DomeShowInfo(id: "moons-of-saturn", title: "Forty Moons of Saturn", startsAt: "19:45", minutes: 40, narrator: "Tomás Eberle"),
        DomeShowInfo(id: "dark-sky", title: "Finding a Dark Sky", startsAt: "21:00", minutes: 30, narrator: "Dr. Ilse Varenkamp")
    ]

    func tonight() -> [DomeShowInfo] {
        shows
    }

    func show(id: String) -> DomeShowInfo? {
        shows.first { $0.id == id }
    }
}
