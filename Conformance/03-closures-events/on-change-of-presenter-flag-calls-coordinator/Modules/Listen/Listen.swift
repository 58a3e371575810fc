import SwiftUI

enum ListenBuilder {
    @MainActor
    static func build(book: Audiobook, api: AudiobookAPI) -> some View {
        let interactor = ListenInteractor(api: api)
        let presenter = ListenPresenter(book: book, interactor: interactor)
        return ListenView(presenter: presenter)
    }
}

struct ListenView: View {
    @ObservedObject var presenter: ListenPresenter

    var body: some View {
        VStack(spacing: 28) {
            Image(systemName: "book.closed.fill")
                .font(.system(size: 96))
                .foregroundStyle(.indigo)
            Text(presenter.book.title).font(.title2.bold())
            Text("\(presenter.minutesLeft) min left").monospacedDigit()
            HStack(spacing: 40) {
                Button("Back 30 s", systemImage: "gobackward.30") { presenter.skip(seconds: -30) }
                Button(presenter.isPlaying ? "Pause" : "Play",
                       systemImage: presenter.isPlaying ? "pause.fill" : "play.fill") { presenter.togglePlay() }
                Button("Forward 30 s", systemImage: "goforward.30") { presenter.skip(seconds: 30) }
            }
            .labelStyle(.iconOnly)
            .font(.largeTitle)
        }
        .padding()
        .onDisappear { Task { await presenter.saveProgress() } }
    }
}

@MainActor
final class ListenPresenter: ObservableObject {
    let book: Audiobook
    @Published private(set) var isPlaying = false
    @Published private(set) var minutesLeft: Int

    private let interactor: ListenInteractor
    private var secondsListened = 0

    init(book: Audiobook, interactor: ListenInteractor) {
        self.book = book
        self.minutesLeft = book.minutesLeft
        self.interactor = interactor
    }

    func togglePlay() {
        isPlaying.toggle()
    }

    func skip(seconds: Int) {
        secondsListened += seconds
        minutesLeft = max(0, book.minutesLeft - secondsListened / 60)
    }

    func saveProgress() async {
        await interactor.save(bookID: book.id, minutesLeft: minutesLeft)
    }
}

final class ListenInteractor {
    private let api: AudiobookAPI

    init(api: AudiobookAPI) {
        self.api = api
    }

    func save(bookID: Int, minutesLeft: Int) async {
        await api.saveProgress(bookID: bookID, minutesLeft: minutesLeft)
    }
}
