import SwiftUI

enum PhotoBuilder {
    static func build(photo: PhotoItem) -> some View {
        let interactor = PhotoInteractor(library: .shared)
        let presenter = PhotoPresenter(photo: photo, interactor: interactor)
        return PhotoView(presenter: presenter)
    }
}

struct PhotoView: View {
    @ObservedObject var presenter: PhotoPresenter

    var body: some View {
        AsyncImage(url: presenter.photo.fileURL) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            ProgressView()
        }
        .navigationTitle(presenter.photo.caption)
        .toolbar {
            Button(presenter.isFavourite ? "Unfavourite" : "Favourite", systemImage: presenter.isFavourite ? "heart.fill" : "heart") {
                presenter.toggleFavourite()
            }
            Button("Share", systemImage: "square.and.arrow.up") {
                presenter.isShareSheetShown = true
            }
        }
        .sheet(isPresented: $presenter.isShareSheetShown) {
            ActivityView(items: [presenter.photo.fileURL])
        }
    }
}

@MainActor
final class PhotoPresenter: ObservableObject {
    let photo: PhotoItem
    @Published private(set) var isFavourite = false
    @Published var isShareSheetShown = false

    private let interactor: PhotoInteractor

    init(photo: PhotoItem, interactor: PhotoInteractor) {
        self.photo = photo
        self.interactor = interactor
    }

    func toggleFavourite() {
        isFavourite.toggle()
        interactor.setFavourite(isFavourite, for: photo)
    }
}

final class PhotoInteractor {
    private let library: PhotoLibrary

    init(library: PhotoLibrary) {
        self.library = library
    }

    func setFavourite(_ favourite: Bool, for photo: PhotoItem) {
        library.setFavourite(favourite, photoID: photo.id)
    }
}
