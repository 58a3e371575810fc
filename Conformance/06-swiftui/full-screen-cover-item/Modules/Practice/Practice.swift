import SwiftUI

enum PracticeBuilder {
    static func build(song: Song, library: SongLibrary) -> some View {
        let interactor = PracticeInteractor(library: library)
        let presenter = PracticePresenter(song: song, interactor: interactor)
        return PracticeView(presenter: presenter)
    }
}

struct PracticeView: View {
    @ObservedObject var presenter: PracticePresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text(presenter.song.title).font(.largeTitle.bold())
            Text(presenter.song.chords.joined(separator: "  ·  ")).font(.title2.monospaced())
            Stepper("\(presenter.tempo) bpm", value: $presenter.tempo, in: 40...200)
                .padding(.horizontal)
            Button(presenter.isPlaying ? "Stop click" : "Start click") { presenter.toggleClick() }
                .buttonStyle(.borderedProminent)
            Button("Done") {
                presenter.finish()
                dismiss()
            }
        }
        .padding()
    }
}

@MainActor
final class PracticePresenter: ObservableObject {
    let song: Song
    @Published var tempo: Int
    @Published private(set) var isPlaying = false

    private let interactor: PracticeInteractor
    private let startedAt = Date()

    init(song: Song, interactor: PracticeInteractor) {
        self.song = song
        self.tempo = song.tempo
        self.interactor = interactor
    }

    func toggleClick() {
        isPlaying.toggle()
    }

    func finish() {
        isPlaying = false
        interactor.log(song: song, since: startedAt, tempo: tempo)
    }
}

final class PracticeInteractor {
    private let library: SongLibrary

    init(library: SongLibrary) {
        self.library = library
    }

    func log(song: Song, since start: Date, tempo: Int) {
        let minutes = max(1, Int(Date().timeIntervalSince(start) / 60))
        library.save(PracticeSession(songID: song.id, minutes: minutes, finalTempo: tempo))
    }
}
