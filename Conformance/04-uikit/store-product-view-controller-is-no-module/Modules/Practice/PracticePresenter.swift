import Foundation

protocol PracticeViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectSession(at index: Int)
    func didTapGetTuner()
}

final class PracticePresenter: PracticeViewOutput {

    weak var view: PracticeViewInput?
    private let interactor: PracticeInteractorInput
    private let router: PracticeRouterInput
    private var sessions: [PracticeSession] = []

    init(interactor: PracticeInteractorInput, router: PracticeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        sessions = interactor.recentSessions()
        view?.show(titles: sessions.map { "\($0.piece) · \($0.minutes) min" })
    }

    func didSelectSession(at index: Int) {
        router.openSession(sessions[index])
    }

    func didTapGetTuner() {
        router.openTunerInAppStore(identifier: interactor.tunerAppStoreIdentifier)
    }
}
