import Foundation

struct Record: Identifiable, Hashable {
    let id: String
    let artist: String
    let title: String
    let pressing: String
    let price: Decimal
}

final class RecordShop {
    private(set) var basket: [Record] = []

    func crate(_ genre: String) async -> [Record] {
        [
            Record(id: "BN-4003", artist: "Art Blakey", title: "Moanin'", pressing: "1958 mono", price: 240),
            Record(id: "IMP-77", artist: "John Coltrane", title: "Ballads", pressing: "1976 reissue", price: 35),
            Record(id: "CTI-6007", artist: "Freddie Hubbard", title: "Red Clay", pressing: "1970 first", price: 60)
        ]
    }

    func isStillInCrate(_ record: Record) async -> Bool {
        record.id != "BN-4003"
    }

    func add(_ record: Record) {
        basket.append(record)
    }

    func checkout() async throws -> String {
        basket.removeAll()
        return "GB-\(Int.random(in: 1000...9999))"
    }
}
