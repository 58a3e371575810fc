import Foundation

@MainActor
final class RunsPresenter: ObservableObject {
    @Published private(set) var runs: [Run] = []
    @Published private(set) var isPacerConnected = false

    private let interactor: RunsInteractor
    private let pacer: PacerConnection

    init(interactor: RunsInteractor, pacer: PacerConnection) {
        self.interactor = interactor
        self.pacer = pacer
        pacer.$isConnected.assign(to: &$isPacerConnected)
    }

    var pacerSignInURL: URL {
        pacer.authorizeURL()
    }

    func load() async {
        runs = await interactor.recentRuns()
    }

    func weeklyDistance() -> Double {
        let weekAgo = Date.now.addingTimeInterval(-86_400 * 7)
        return runs.filter { $0.date > weekAgo }.reduce(0) { $0 + $1.kilometres }
    }
}
