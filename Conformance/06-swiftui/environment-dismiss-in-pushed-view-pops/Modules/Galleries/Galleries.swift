import SwiftUI

enum GalleriesBuilder {
    static func build(collection: MuseumCollection) -> some View {
        GalleriesView(presenter: GalleriesPresenter(collection: collection), collection: collection)
    }
}

struct GalleriesView: View {
    @ObservedObject var presenter: GalleriesPresenter
    let collection: MuseumCollection

    var body: some View {
        NavigationStack {
            List(presenter.exhibits) { exhibit in
                NavigationLink {
                    ExhibitBuilder.build(exhibit: exhibit, collection: collection)
                } label: {
                    LabeledContent(exhibit.title, value: exhibit.room)
                }
            }
            .navigationTitle("Audio guide")
            .onAppear { presenter.refresh() }
        }
    }
}

final class GalleriesPresenter: ObservableObject {
    @Published private(set) var exhibits: [Exhibit] = []
    private let collection: MuseumCollection

    init(collection: MuseumCollection) {
        self.collection = collection
    }

    func refresh() {
        exhibits = collection.exhibits.filter { !collection.listened.contains($0.id) }
    }
}
