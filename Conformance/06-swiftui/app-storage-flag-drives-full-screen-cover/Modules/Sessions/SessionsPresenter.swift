import Foundation

@MainActor
final class SessionsPresenter: ObservableObject {
    @Published private(set) var sessions: [MeditationSession] = []

    private let interactor: SessionsInteractor

    init(interactor: SessionsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        sessions = await interactor.sessions()
    }
}
