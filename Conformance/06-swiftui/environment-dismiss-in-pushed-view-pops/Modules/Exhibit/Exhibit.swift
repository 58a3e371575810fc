import SwiftUI

enum ExhibitBuilder {
    static func build(exhibit: Exhibit, collection: MuseumCollection) -> some View {
        ExhibitView(presenter: ExhibitPresenter(exhibit: exhibit, collection: collection))
    }
}

struct ExhibitView: View {
    @ObservedObject var presenter: ExhibitPresenter
    @Environment(\.dismiss) private var dismiss
    @State private var showsTranscript = false

    var body: some View {
        VStack(spacing: 24) {
            Text(presenter.exhibit.title).font(.title2.bold())
            Button(presenter.isPlaying ? "Pause" : "Play", systemImage: presenter.isPlaying ? "pause.fill" : "play.fill") {
                presenter.togglePlayback()
            }
            Button("Read transcript") { showsTranscript = true }
            Button("Next exhibit") {
                presenter.didFinishListening()
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .navigationTitle(presenter.exhibit.room)
        .sheet(isPresented: $showsTranscript) {
            TranscriptBuilder.build(exhibit: presenter.exhibit)
        }
    }
}

final class ExhibitPresenter: ObservableObject {
    let exhibit: Exhibit
    @Published private(set) var isPlaying = false
    private let collection: MuseumCollection

    init(exhibit: Exhibit, collection: MuseumCollection) {
        self.exhibit = exhibit
        self.collection = collection
    }

    func togglePlayback() {
        isPlaying.toggle()
    }

    func didFinishListening() {
        isPlaying = false
        collection.markListened(exhibit)
    }
}
