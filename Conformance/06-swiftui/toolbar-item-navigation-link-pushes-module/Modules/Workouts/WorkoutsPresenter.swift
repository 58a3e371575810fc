import Foundation

@MainActor
final class WorkoutsPresenter: ObservableObject {
    @Published private(set) var sessions: [WorkoutSession] = []

    private let interactor: WorkoutsInteractor

    init(interactor: WorkoutsInteractor) {
        self.interactor = interactor
    }

    func reload() async {
        sessions = await interactor.fetchSessions()
    }

    func summary(of session: WorkoutSession) -> String {
        let volume = session.totalVolume.formatted(.number.precision(.fractionLength(0)))
        return "\(session.date.formatted(date: .abbreviated, time: .omitted)) · \(volume) kg"
    }
}
