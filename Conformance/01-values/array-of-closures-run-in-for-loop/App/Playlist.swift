import Foundation

struct Playlist: Equatable {
    var title: String
    var tracks: [String]
    var isPublic: Bool
}

final class ListeningLog {
    static let shared = ListeningLog()
    private(set) var edits: [String] = []

    func noteEdit(of title: String) {
        edits.append("\(Date()): edited \(title)")
    }
}
