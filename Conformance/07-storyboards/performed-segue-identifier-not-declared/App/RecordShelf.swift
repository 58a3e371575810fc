import Foundation

struct Record: Hashable {
    let title: String
    let artist: String
    let tracks: [String]
}

final class RecordShelf {
    static let shared = RecordShelf()

    let nowSpinning = Record(title: "Kind of Blue", artist: "Miles Davis", tracks: ["So What", "Freddie Freeloader", "Blue in Green", "All Blues", "Flamenco Sketches"])

    func biography(of artist: String) async -> String {
        "\(artist) recorded this album in two sessions in 1959."
    }

    func lyrics(of track: String) async -> String? {
        nil
    }
}
