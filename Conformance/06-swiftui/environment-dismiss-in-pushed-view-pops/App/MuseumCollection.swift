import Foundation

struct Exhibit: Identifiable, Hashable {
    let id: Int
    let title: String
    let room: String
    let transcript: String
}

final class MuseumCollection {
    let exhibits = [
        Exhibit(id: 1, title: "The Harbour at Dawn", room: "Room 4", transcript: "Painted over a single winter, this canvas..."),
        Exhibit(id: 2, title: "Bronze Horse Head", room: "Room 9", transcript: "Cast around 300 BC, the head was found...")
    ]

    private(set) var listened: Set<Exhibit.ID> = []

    func markListened(_ exhibit: Exhibit) {
        listened.insert(exhibit.id)
    }
}
