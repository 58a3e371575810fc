import SwiftUI

enum SongbookBuilder {
    static func build(library: SongLibrary) -> some View {
        let interactor = SongbookInteractor(library: library)
        let presenter = SongbookPresenter(interactor: interactor)
        return SongbookView(presenter: presenter, library: library)
    }
}
