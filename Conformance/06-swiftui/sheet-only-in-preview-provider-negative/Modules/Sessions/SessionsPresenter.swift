import Foundation

final class SessionsPresenter: ObservableObject {
    @Published private(set) var sessions: [MeditationSession] = []
    private let library: SessionLibrary

    init(library: SessionLibrary) {
        self.library = library
    }

    func load() {
        sessions = library.sessions().filter { !$0.isPremium }
    }
}
