import SwiftUI

struct AlbumView: View {
    @ObservedObject var presenter: AlbumPresenter

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(presenter.photos) { photo in
                        NavigationLink(value: photo) {
                            AsyncImage(url: photo.fileURL) { image in
                                image.resizable().scaledToFill()
                            } placeholder: {
                                Color.gray.opacity(0.2)
                            }
                            .frame(height: 110)
                            .clipped()
                        }
                    }
                }
            }
            .navigationTitle("Album")
            .navigationDestination(for: PhotoItem.self) { photo in
                PhotoBuilder.build(photo: photo)
            }
            .onAppear { presenter.load() }
        }
    }
}
