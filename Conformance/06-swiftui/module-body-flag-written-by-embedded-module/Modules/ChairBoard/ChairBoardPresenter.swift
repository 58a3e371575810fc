import Foundation

struct ChairSlot: Identifiable {
    let id: Int
    let chair: String
    let patient: String
    let time: String
    let treatment: String
}

@MainActor
final class ChairBoardPresenter: ObservableObject {
    @Published var hasFinishedSetup: Bool
    @Published private(set) var practiceName = ""
    @Published private(set) var slots: [ChairSlot] = []

    let router: ChairBoardRouter
    private let interactor: ChairBoardInteractor

    init(interactor: ChairBoardInteractor, router: ChairBoardRouter) {
        self.interactor = interactor
        self.router = router
        self.hasFinishedSetup = interactor.isPracticeConfigured
    }

    func load() {
        practiceName = interactor.practiceName
        slots = interactor.todaysSlots()
    }
}
