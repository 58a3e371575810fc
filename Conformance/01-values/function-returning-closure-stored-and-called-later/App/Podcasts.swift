import Foundation

struct Show: Equatable {
    let title: String
    let host: String
    let episodeCount: Int
}

struct Episode: Equatable {
    let show: String
    let title: String
    let durationMinutes: Int
}

enum LibraryItem {
    case show(Show)
    case download(Episode)

    var title: String {
        switch self {
        case .show(let show): return show.title
        case .download(let episode): return "⬇︎ \(episode.title)"
        }
    }
}

final class DownloadStore {
    var followedShows: [Show] = [
        Show(title: "Compost Hour", host: "Mira Okafor", episodeCount: 112),
        Show(title: "Night Trains", host: "Jonas Weil", episodeCount: 48)
    ]
    var downloads: [Episode] = [
        Episode(show: "Night Trains", title: "Sleeper to Split", durationMinutes: 41)
    ]
}
