import Foundation

protocol MeditationViewOutput: AnyObject {
    func viewDidAppear()
    func viewWillDisappear()
}

final class MeditationPresenter: MeditationViewOutput {

    weak var view: MeditationViewInput?
    private let interactor: MeditationInteractorInput
    private let router: MeditationRouterInput
    private var timer: Timer?
    private var remaining = 0

    init(interactor: MeditationInteractorInput, router: MeditationRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidAppear() {
        remaining = interactor.sessionLength()
        view?.showRemaining(format(remaining))
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else {
                timer.invalidate()
                return
            }
            self.remaining -= 1
            self.view?.showRemaining(self.format(self.remaining))
            if self.remaining == 0 {
                timer.invalidate()
                self.interactor.recordCompletedSession()
                self.router.showSummary(minutes: self.interactor.sessionLength() / 60)
            }
        }
    }

    func viewWillDisappear() {
        timer?.invalidate()
    }

    private func format(_ seconds: Int) -> String {
        String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}
