import Foundation

final class PosePresenter {
    private let pose: YogaPose
    private weak var view: PoseView?
    private let interactor: PoseInteractor
    private var timer: Timer?

    init(pose: YogaPose, view: PoseView, interactor: PoseInteractor) {
        self.pose = pose
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(title: pose.englishName, subtitle: pose.sanskritName, cue: pose.cue)
    }

    func didTapHold() {
        var remaining = pose.holdSeconds
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            remaining -= 1
            self.view?.showRemaining(remaining > 0 ? "\(remaining) s" : "Done")
            if remaining <= 0 {
                timer.invalidate()
                self.interactor.complete(self.pose)
            }
        }
    }
}
