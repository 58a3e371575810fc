import SwiftUI

struct SongbookView: View {
    @ObservedObject var presenter: SongbookPresenter
    let library: SongLibrary

    var body: some View {
        NavigationStack {
            List(presenter.songs) { song in
                HStack {
                    VStack(alignment: .leading) {
                        Text(song.title).font(.headline)
                        Text(song.artist).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Practise") { presenter.didTapPractice(song) }
                        .buttonStyle(.borderedProminent)
                }
            }
            .navigationTitle("Songbook")
            .toolbar {
                Button("Tune", systemImage: "tuningfork") { presenter.didTapTuner() }
            }
            .fullScreenCover(item: $presenter.cover) { cover in
                switch cover {
                case .practice(let song):
                    PracticeBuilder.build(song: song, library: library)
                case .tuner:
                    TunerBuilder.build()
                }
            }
            .task { await presenter.load() }
        }
    }
}
