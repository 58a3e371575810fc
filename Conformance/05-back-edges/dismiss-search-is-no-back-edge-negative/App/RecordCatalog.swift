import Foundation

struct Record: Identifiable, Hashable {
    let id: String
    let artist: String
    let title: String
    let label: String
    let year: Int
    let price: Decimal
    let condition: String
}

struct Crate: Identifiable, Hashable {
    let id: String
    let genre: String
    let records: [Record]
}

final class RecordCatalog {
    private let stock: [Record] = [
        Record(id: "BN-4003", artist: "Art Blakey", title: "Moanin'", label: "Blue Note", year: 1959, price: 38, condition: "VG+"),
        Record(id: "IM-0012", artist: "Alice Coltrane", title: "Journey in Satchidananda", label: "Impulse!", year: 1971, price: 55, condition: "NM"),
        Record(id: "WP-1020", artist: "Chet Baker", title: "Chet Baker Sings", label: "Pacific Jazz", year: 1954, price: 42, condition: "VG")
    ]

    func crates() async -> [Crate] {
        [Crate(id: "jazz", genre: "Jazz", records: stock)]
    }

    func search(_ query: String) async -> [Record] {
        stock.filter {
            $0.artist.localizedCaseInsensitiveContains(query)
                || $0.title.localizedCaseInsensitiveContains(query)
                || $0.label.localizedCaseInsensitiveContains(query)
        }
    }

    func popularSearches() -> [String] {
        ["Blue Note", "Impulse!", "Coltrane", "Bossa nova"]
    }

    func putOnHold(_ record: Record) async {}
}
