import Foundation

struct Exhibit: Hashable {
    let id: Int
    let title: String
    let artist: String
    let year: Int
    let room: String
}

final class CollectionAPI {
    static let shared = CollectionAPI()

    func currentExhibits() async -> [Exhibit] {
        [
            Exhibit(id: 88, title: "Harbour at Dusk", artist: "Marta Lindqvist", year: 1911, room: "East wing, room 4"),
            Exhibit(id: 91, title: "Still Life with Quince", artist: "Jonas Ruiz", year: 1654, room: "West wing, room 2")
        ]
    }

    func audioGuideText(exhibitID: Int) async -> String {
        "Listen for the gulls painted into the rigging."
    }
}
