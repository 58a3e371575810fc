import Foundation

struct Record: Hashable {
    let id: UUID
    let title: String
    let artist: String
    var tags: [String]
}

protocol RecordsInteractorInput: AnyObject {
    func collection() -> [Record]
}

final class RecordsInteractor: RecordsInteractorInput {

    private var records: [Record] = [
        Record(id: UUID(), title: "Kind of Blue", artist: "Miles Davis", tags: ["jazz", "modal"]),
        Record(id: UUID(), title: "Blue Lines", artist: "Massive Attack", tags: ["trip-hop"]),
        Record(id: UUID(), title: "Pet Sounds", artist: "The Beach Boys", tags: ["pop", "mono"])
    ]

    func collection() -> [Record] {
        records.sorted { $0.artist < $1.artist }
    }
}
