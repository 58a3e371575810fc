import Foundation

struct Track: Identifiable, Hashable {
    let id: String
    let title: String
    let artist: String
}

struct Station: Identifiable, Hashable {
    let id: String
    let name: String
}

final class AudioPlayerService {
    private(set) var nowPlaying: Track?

    func play(_ track: Track) {
        nowPlaying = track
    }

    func tune(to station: Station) {}

    func savedTracks() async -> [Track] {
        [Track(id: "t1", title: "Blue in Green", artist: "Miles Davis"), Track(id: "t2", title: "Naima", artist: "John Coltrane")]
    }

    func search(_ query: String) async -> [Track] {
        await savedTracks().filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func stations() async -> [Station] {
        [Station(id: "jazz24", name: "Jazz24"), Station(id: "fip", name: "FIP")]
    }

    func newReleaseCount() async -> Int {
        3
    }
}
