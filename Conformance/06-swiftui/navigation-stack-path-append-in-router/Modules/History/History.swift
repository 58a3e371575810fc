import SwiftUI

enum HistoryBuilder {
    static func build() -> some View {
        let interactor = HistoryInteractor(repository: .shared)
        let presenter = HistoryPresenter(interactor: interactor)
        return HistoryView(presenter: presenter)
    }
}

struct HistoryView: View {
    @ObservedObject var presenter: HistoryPresenter

    var body: some View {
        List(presenter.sessions) { session in
            LabeledContent(session.date.formatted(date: .abbreviated, time: .omitted), value: "\(session.minutes) min")
        }
        .navigationTitle("History")
        .task { await presenter.load() }
    }
}

@MainActor
final class HistoryPresenter: ObservableObject {
    @Published private(set) var sessions: [CompletedSession] = []

    private let interactor: HistoryInteractor

    init(interactor: HistoryInteractor) {
        self.interactor = interactor
    }

    func load() async {
        sessions = await interactor.sessions()
    }
}

final class HistoryInteractor {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func sessions() async -> [CompletedSession] {
        await repository.sessions()
    }
}
