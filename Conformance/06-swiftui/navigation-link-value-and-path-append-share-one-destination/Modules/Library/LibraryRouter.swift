import SwiftUI

@MainActor
final class LibraryRouter {
    private let navigator: ShelfNavigator

    init(navigator: ShelfNavigator) {
        self.navigator = navigator
    }

    func showArtist(_ artist: Artist) {
        navigator.path.append(ShelfRoute.artist(artist))
    }
}
