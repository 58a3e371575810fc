import Foundation

protocol PlayerViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPlayPause()
    func didTapNotes()
}

final class PlayerPresenter: PlayerViewOutput, PlayerModuleInput {

    weak var view: PlayerViewInput?
    weak var delegate: PlayerModuleDelegate?
    private let interactor: PlayerInteractorInput
    private let router: PlayerRouterInput

    init(interactor: PlayerInteractorInput, router: PlayerRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: interactor.episode.title, isPlaying: false)
    }

    func didTapPlayPause() {
        interactor.togglePlayback()
        view?.show(title: interactor.episode.title, isPlaying: interactor.isPlaying)
    }

    func didTapNotes() {
        router.openShowNotes(for: interactor.episode)
    }
}

extension PlayerPresenter: PlayerInteractorOutput {

    func playbackDidReachEnd() {
        view?.show(title: interactor.episode.title, isPlaying: false)
        delegate?.player(didFinish: interactor.episode)
    }
}
