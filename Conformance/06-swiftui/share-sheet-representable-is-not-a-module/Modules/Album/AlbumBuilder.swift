import SwiftUI

enum AlbumBuilder {
    static func build() -> some View {
        let interactor = AlbumInteractor(library: .shared)
        let presenter = AlbumPresenter(interactor: interactor)
        return AlbumView(presenter: presenter)
    }
}
