import Foundation

struct Song: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let tempo: Int
    let chords: [String]
}

struct PracticeSession {
    let songID: Song.ID
    let minutes: Int
    let finalTempo: Int
}

final class SongLibrary {
    static let shared = SongLibrary()

    private(set) var sessions: [PracticeSession] = []

    func songs() async -> [Song] {
        [
            Song(id: 1, title: "Wonderwall", artist: "Oasis", tempo: 87, chords: ["Em7", "G", "Dsus4", "A7sus4"]),
            Song(id: 2, title: "Blackbird", artist: "The Beatles", tempo: 94, chords: ["G", "Am7", "C", "D"]),
            Song(id: 3, title: "Hallelujah", artist: "Leonard Cohen", tempo: 56, chords: ["C", "Am", "F", "G"])
        ]
    }

    func save(_ session: PracticeSession) {
        sessions.append(session)
    }
}
