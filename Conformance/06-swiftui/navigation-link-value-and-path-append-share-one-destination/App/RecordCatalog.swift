import Foundation

struct Artist: Identifiable, Hashable {
    let id: Int
    let name: String
    let genre: String
}

struct Album: Identifiable, Hashable {
    let id: Int
    let artistID: Int
    let title: String
    let year: Int
}

struct Track: Identifiable, Hashable {
    let id: Int
    let title: String
    let seconds: Int
}

final class RecordCatalog {

    func artists() async -> [Artist] {
        [
            Artist(id: 1, name: "The Lantern Assembly", genre: "Folk"),
            Artist(id: 2, name: "Marisol Okafor", genre: "Jazz")
        ]
    }

    func albums(by artist: Artist) async -> [Album] {
        [
            Album(id: artist.id * 10, artistID: artist.id, title: "Low Tide Hymns", year: 2017),
            Album(id: artist.id * 10 + 1, artistID: artist.id, title: "Paper Boats", year: 2021)
        ]
    }

    func tracks(on album: Album) async -> [Track] {
        (1...6).map { Track(id: album.id * 100 + $0, title: "Side \($0 <= 3 ? "A" : "B"), track \($0)", seconds: 180 + $0 * 17) }
    }
}
