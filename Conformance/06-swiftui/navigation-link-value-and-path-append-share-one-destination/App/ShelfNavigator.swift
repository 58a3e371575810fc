import SwiftUI

enum ShelfRoute: Hashable {
    case artist(Artist)
    case album(Album)
}

@MainActor
final class ShelfNavigator: ObservableObject {
    @Published var path = NavigationPath()
}
