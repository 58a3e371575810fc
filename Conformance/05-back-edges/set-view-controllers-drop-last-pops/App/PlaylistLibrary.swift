import Foundation

struct Playlist: Identifiable, Equatable {
    let id: UUID
    var title: String
    var tracks: [String]
}

final class PlaylistLibrary {

    static let shared = PlaylistLibrary()

    private(set) var playlists: [Playlist] = [
        Playlist(id: UUID(), title: "Sunday slow jazz", tracks: ["Blue in Green", "Naima", "Peace Piece"]),
        Playlist(id: UUID(), title: "Cycling to work", tracks: ["Tame Impala – Elephant", "LCD Soundsystem – Tribulations"])
    ]

    func upsert(_ playlist: Playlist) {
        if let index = playlists.firstIndex(where: { $0.id == playlist.id }) {
            playlists[index] = playlist
        } else {
            playlists.append(playlist)
        }
    }
}
