import Foundation

struct Score: Equatable {
    let title: String
    let composer: String
    let fileURL: URL
    let isPublisherLocked: Bool
}

enum ScoreError: LocalizedError {
    case missingFile
    case unreadable
    case locked

    var errorDescription: String? {
        switch self {
        case .missingFile: return "The PDF is no longer in your library folder."
        case .unreadable: return "The PDF is damaged."
        case .locked: return "The publisher doesn't allow notes on this edition."
        }
    }
}

final class ScoreLibrary {

    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func allScores() -> [Score] {
        [
            Score(title: "Cello Suite No. 1", composer: "J. S. Bach",
                  fileURL: folder.appendingPathComponent("bwv1007.pdf"), isPublisherLocked: false),
            Score(title: "Gymnopédie No. 1", composer: "Erik Satie",
                  fileURL: folder.appendingPathComponent("gymnopedie1.pdf"), isPublisherLocked: true),
            Score(title: "Clair de lune", composer: "Claude Debussy",
                  fileURL: folder.appendingPathComponent("clair-de-lune.pdf"), isPublisherLocked: false)
        ]
    }
}
