import Foundation

enum SongbookCover: Identifiable {
    case practice(Song)
    case tuner

    var id: String {
        switch self {
        case .practice(let song): return "practice-\(song.id)"
        case .tuner: return "tuner"
        }
    }
}

@MainActor
final class SongbookPresenter: ObservableObject {
    @Published private(set) var songs: [Song] = []
    @Published var cover: SongbookCover?

    private let interactor: SongbookInteractor

    init(interactor: SongbookInteractor) {
        self.interactor = interactor
    }

    func load() async {
        songs = await interactor.songs()
    }

    func didTapPractice(_ song: Song) {
        cover = .practice(song)
    }

    func didTapTuner() {
        cover = .tuner
    }
}
