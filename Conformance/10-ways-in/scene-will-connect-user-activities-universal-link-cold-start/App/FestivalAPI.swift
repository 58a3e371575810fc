import Foundation

struct Performance {
    let artistID: String
    let artistName: String
    let stage: String
    let startsAt: String
}

final class FestivalAPI {
    static let shared = FestivalAPI()

    func lineup(completion: @escaping ([Performance]) -> Void) {
        completion([
            Performance(artistID: "a17", artistName: "Low Tide Choir", stage: "Meadow", startsAt: "18:40"),
            Performance(artistID: "a22", artistName: "Velvet Ferns", stage: "Big Top", startsAt: "20:15")
        ])
    }

    func biography(ofArtist id: String) -> String {
        "Four-piece from Bristol playing their first festival summer."
    }
}
