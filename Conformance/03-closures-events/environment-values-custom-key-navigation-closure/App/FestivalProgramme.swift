import Foundation

struct Performance: Identifiable, Hashable {
    let id: Int
    let artistID: Int
    let artist: String
    let stage: String
    let start: String
}

struct ArtistBio: Hashable {
    let id: Int
    let name: String
    let genre: String
    let hometown: String
}

struct StageInfo: Hashable {
    let name: String
    let nearestGate: String
    let walkMinutesFromEntrance: Int
}

final class FestivalProgramme {
    private(set) var favourites: Set<Int> = []

    func lineup(day: String) async -> [Performance] {
        [
            Performance(id: 1, artistID: 10, artist: "Velvet Hours", stage: "Meadow", start: "14:30"),
            Performance(id: 2, artistID: 11, artist: "Kasa Okoro", stage: "Big Top", start: "16:00"),
            Performance(id: 3, artistID: 12, artist: "The Copper Kettles", stage: "Meadow", start: "18:15")
        ]
    }

    func artist(id: Int) async -> ArtistBio {
        ArtistBio(id: id, name: id == 11 ? "Kasa Okoro" : "Velvet Hours", genre: "Afro-soul", hometown: "Leeds")
    }

    func sets(ofArtist id: Int) async -> [Performance] {
        await lineup(day: "Saturday").filter { $0.artistID == id }
    }

    func stage(named name: String) async -> StageInfo {
        StageInfo(name: name, nearestGate: name == "Meadow" ? "North gate" : "East gate",
                  walkMinutesFromEntrance: name == "Meadow" ? 6 : 11)
    }

    func toggleFavourite(_ artistID: Int) {
        if favourites.contains(artistID) { favourites.remove(artistID) } else { favourites.insert(artistID) }
    }
}
