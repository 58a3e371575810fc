import Foundation

final class PlaylistEditorInteractor {
    private(set) var playlist: Playlist

    init(playlist: Playlist) {
        self.playlist = playlist
    }

    func rename(to title: String) -> Playlist {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty {
            playlist.title = trimmed
        }
        return playlist
    }
}
