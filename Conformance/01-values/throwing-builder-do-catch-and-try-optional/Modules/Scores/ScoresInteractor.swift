import Foundation

protocol ScoresInteractorInput: AnyObject {
    func loadScores() -> [Score]
}

final class ScoresInteractor: ScoresInteractorInput {

    private let library: ScoreLibrary

    init(library: ScoreLibrary) {
        self.library = library
    }

    func loadScores() -> [Score] {
        library.allScores().sorted { $0.composer < $1.composer }
    }
}
