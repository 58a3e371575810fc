import Foundation

protocol ShowsInteractorInput: AnyObject {
    func subscribedShows() -> [Show]
}

final class ShowsInteractor: ShowsInteractorInput {

    private let library: FeedLibrary

    init(library: FeedLibrary) {
        self.library = library
    }

    func subscribedShows() -> [Show] {
        library.shows.sorted { $0.title < $1.title }
    }
}
